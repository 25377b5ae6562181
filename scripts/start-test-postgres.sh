#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on 127.0.0.1 for the API tests and prints its URL.
# Used by .ci/run; works the same on a developer machine with Debian's postgresql package.
#   eval "$(scripts/start-test-postgres.sh)"   # exports TEST_DATABASE_URL
set -euo pipefail
PORT="${PGPORT_TEST:-54329}"
DIR="${PGDATA_TEST:-/tmp/harambee-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
RUN_AS=()
if [ "$(id -u)" = 0 ]; then RUN_AS=(runuser -u postgres --); fi

if ! "$BIN/pg_isready" -h 127.0.0.1 -p "$PORT" -q; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
  "${RUN_AS[@]}" "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  # max_connections: test files run side by side, some with server processes of their own (crash
  # tests, the two-instance cluster), each holding its pool and its job runner's connections.
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-h 127.0.0.1 -p $PORT -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null
fi
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
