// When the language server process dies, decide whether to start it again and
// whether to tell the user. Pure (time comes in as an argument) so that the
// "told once, never in a loop" promise is unit-tested without VS Code.
//
// - Every crash within the budget (MAX_RESTARTS in WINDOW_MS) is followed by a
//   restart; only the FIRST restart of the session is announced, later ones
//   go to the output channel only.
// - A crash beyond the budget stops restarting and is announced once, with
//   the way out ("ATDF: Restart Language Server").
// - A manual restart resets the budget (and allows one new announcement).

export const MAX_RESTARTS = 4;
export const WINDOW_MS = 3 * 60 * 1000;

export type CrashNotice = 'restarted' | 'gave-up' | null;

export interface CrashDecision {
  restart: boolean;
  notice: CrashNotice;
}

export class CrashPolicy {
  private crashes: number[] = [];
  private announcedRestart = false;
  private announcedGiveUp = false;

  constructor(
    private readonly maxRestarts = MAX_RESTARTS,
    private readonly windowMs = WINDOW_MS,
  ) {}

  onCrash(now: number): CrashDecision {
    this.crashes.push(now);
    this.crashes = this.crashes.filter((t) => now - t <= this.windowMs);
    if (this.crashes.length > this.maxRestarts) {
      const notice = this.announcedGiveUp ? null : 'gave-up';
      this.announcedGiveUp = true;
      return { restart: false, notice };
    }
    const notice = this.announcedRestart ? null : 'restarted';
    this.announcedRestart = true;
    return { restart: true, notice };
  }

  /** The user restarted the server by hand: a fresh budget, and a new crash may be announced again. */
  reset(): void {
    this.crashes = [];
    this.announcedRestart = false;
    this.announcedGiveUp = false;
  }
}
