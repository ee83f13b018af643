// The processes a server started. MCP servers are often launched through a
// wrapper (`npx -y some-server`, `uvx`, a shell script) that runs the real
// server as its own child: killing the PID we spawned would leave that child
// running. The SDK's transport does not start a process group, so the tree is
// read from the system: /proc on Linux, `ps` on other Unixes; on Windows
// `taskkill /T` walks it itself.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Every descendant of `pid` (children, their children...), best effort: [] when the table cannot be read. */
export function descendantsOf(pid: number): number[] {
  if (process.platform === 'win32') return [];
  const parents = process.platform === 'linux' ? parentsFromProc() : parentsFromPs();
  const children = new Map<number, number[]>();
  for (const [child, parent] of parents) {
    const list = children.get(parent);
    if (list) list.push(child);
    else children.set(parent, [child]);
  }
  const out: number[] = [];
  const queue = [pid];
  const seen = new Set(queue);
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

/** child PID -> parent PID, from /proc/<pid>/stat (the parent is the 2nd field after the parenthesised name). */
function parentsFromProc(): Map<number, number> {
  const parents = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return parents;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // exited meanwhile
    }
  }
  return parents;
}

function parentsFromPs(): Map<number, number> {
  const parents = new Map<number, number>();
  try {
    const out = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8', timeout: 5000 });
    for (const line of out.split('\n')) {
      const m = /^\s*(\d+)\s+(\d+)/.exec(line);
      if (m) parents.set(Number(m[1]), Number(m[2]));
    }
  } catch {
    // no ps: only the direct child is killed
  }
  return parents;
}

/**
 * Whether the process still runs. A killed process whose parent is gone
 * stays a zombie until init reaps it (some container inits never do): it has
 * stopped, so it counts as gone.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) === 'Z';
  } catch {
    return false;
  }
}

/** SIGKILL each PID still alive (on Windows: `taskkill /T /F` on the first, which takes its tree). */
export function killAll(pids: readonly number[]): void {
  if (process.platform === 'win32') {
    if (pids.length > 0 && isAlive(pids[0])) {
      try {
        execFileSync('taskkill', ['/PID', String(pids[0]), '/T', '/F'], { stdio: 'ignore', timeout: 5000 });
      } catch {
        // exited meanwhile
      }
    }
    return;
  }
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
}
