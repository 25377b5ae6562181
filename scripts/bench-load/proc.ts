import fs from 'node:fs';

// What a process of the cluster uses, from /proc (Linux): its resident memory, and the CPU time it
// has spent, so a report can say whether the servers or the machine ran out.

/** Resident memory in MB. */
export function rssMb(pid: number) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 102.4) / 10 : NaN;
}

/** User and system CPU seconds since the process started (fields 14 and 15 of /proc/pid/stat). */
export function cpuSeconds(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
