/** True for a unique-constraint failure on either database (two sign-ups racing, for instance). */
export function isUniqueViolation(err: unknown) {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
