// CPU time of a process's threads and of the local PostgreSQL's processes, read from /proc (Linux),
// for the benchmark's "CPU per page": pages one at a time, so what each costs is not hidden by the
// queueing that decides a p95 under load.
import { readdirSync, readFileSync } from 'node:fs';

// Clock ticks a second (USER_HZ): 100 on Linux, where /proc reports utime and stime in ticks.
const MS_PER_TICK = 10;

/** utime + stime of a /proc stat line, in ms (fields 14 and 15; the name in parentheses may hold spaces). */
function cpuMs(statPath: string): number {
  const fields = readFileSync(statPath, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

export type CpuSnapshot = { main: number; threads: number; database: number };

/** The CPU used so far by the process's main thread, by all its threads, and by processes named postgres. */
export function cpuSnapshot(pid: number): CpuSnapshot {
  let threads = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads += cpuMs(`/proc/${pid}/task/${task}/stat`);
    } catch {} // a thread that ended meanwhile
  }
  let database = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') database += cpuMs(`/proc/${entry}/stat`);
    } catch {} // a process that ended meanwhile, or one not ours to read
  }
  return { main: cpuMs(`/proc/${pid}/task/${pid}/stat`), threads, database };
}

/** Sends `count` requests one at a time and returns the CPU each cost on average, in ms. */
export async function cpuPerRequest(pid: number, count: number, send: () => Promise<void>): Promise<CpuSnapshot> {
  const before = cpuSnapshot(pid);
  for (let i = 0; i < count; i++) await send();
  const after = cpuSnapshot(pid);
  const each = (key: keyof CpuSnapshot) => Math.round(((after[key] - before[key]) / count) * 100) / 100;
  return { main: each('main'), threads: each('threads'), database: each('database') };
}
