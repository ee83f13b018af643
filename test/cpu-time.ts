// CPU time for the time limits of tests. On a loaded machine (CI, or a 2-core
// box shared by several jobs) wall time mostly measures waits for a core; CPU
// time measures the work itself, so a limit on it keeps its meaning whatever
// the load. Wall-clock bounds stay only as guards against hangs.
import { readFileSync } from 'node:fs';

/** /proc reports times in clock ticks of USER_HZ, which is 100 on Linux. */
const MS_PER_TICK = 10;

/** Runs `work` and returns its result with the CPU time (user + system, every thread of this process) it took. */
export function cpuTimed<T>(work: () => T): { value: T; cpuMs: number } {
  const before = process.cpuUsage();
  const value = work();
  const used = process.cpuUsage(before);
  return { value, cpuMs: (used.user + used.system) / 1000 };
}

/** Fields 3.. of /proc/<pid>/stat (after the command name, which may hold spaces and parentheses). */
function statFields(pid: number | 'self'): number[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
}

/** CPU time (user + system) a live process has used so far (Linux). */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return (fields[11] + fields[12]) * MS_PER_TICK; // utime, stime: fields 14 and 15
}

/**
 * CPU time (user + system) of this process's children that have ended and been reaped (Linux). The difference
 * across one child's run is that child's CPU time, when no other child ends meanwhile.
 */
export function reapedChildrenCpuMs(): number {
  const fields = statFields('self');
  return (fields[13] + fields[14]) * MS_PER_TICK; // cutime, cstime: fields 16 and 17
}
