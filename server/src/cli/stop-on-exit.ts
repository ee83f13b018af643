// However the CLI ends, the MCP servers it started end with it. A signal sent
// to the CLI's PID alone (`kill PID`, a CI runner's timeout, a closed
// terminal's SIGHUP) would otherwise kill only the CLI: the servers, spawned
// without a process group, would run on under PID 1. So on SIGINT, SIGTERM
// and SIGHUP every running server's process tree is killed, then the signal
// is raised again so the caller sees the CLI ended by it (exit status
// 128 + signal number in a shell); any other exit (process.exit after a
// closed stdout, an error) kills them in the 'exit' handler.
import { killRunningServersNow } from '../mcp-live/running-servers';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export function stopServersOnExit(): void {
  process.on('exit', killRunningServersNow);
  for (const signal of SIGNALS) {
    const onSignal = (): void => {
      killRunningServersNow();
      try {
        process.stderr.write(`atdf: stopped by ${signal}\n`);
      } catch {
        // stderr is gone with the terminal (SIGHUP): nothing to tell
      }
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal); // the default action now: end with this signal
    };
    process.on(signal, onSignal);
  }
}
