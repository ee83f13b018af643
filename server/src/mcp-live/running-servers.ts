// Every live MCP server this process has started and not yet stopped. When the
// process ends early (a signal, a closed stdout, process.exit) the servers must
// end with it: the SDK spawns them without a process group, so a `kill PID` of
// the CLI alone would leave them running, re-parented to PID 1. The CLI calls
// killRunningServersNow() from its signal and exit handlers (cli/stop-on-exit.ts).
import type { ChildWatch } from './child-watch';

const running = new Set<ChildWatch>();

/** Remembers a server from its spawn until its stop has finished. */
export function trackServer(watch: ChildWatch): void {
  running.add(watch);
}

export function untrackServer(watch: ChildWatch): void {
  running.delete(watch);
}

/**
 * SIGKILLs every running server with the processes it started, synchronously
 * (usable from an 'exit' handler, where nothing asynchronous runs any more).
 */
export function killRunningServersNow(): void {
  for (const watch of running) watch.killNow();
  running.clear();
}
