// `--log FILE`: one JSON line per event, appended (the file is never
// truncated), written synchronously so a proxy that is killed loses nothing
// it had answered. A call's line has the time, the tool, its duration, the
// verdict and the pointers; its argument values (and structuredContent) only
// with --log-values, and then never a value given by --env or ${env:...}: each
// is written as the variable. Values over MAX_LOGGED_VALUE_CHARS are left out
// (and said so): a 10 MB argument does not make a 10 MB log line.
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Redaction } from '../core/index';
import type { Problem, Verdict } from './types';

/** Characters of JSON a logged value may take; above it the value is left out. */
export const MAX_LOGGED_VALUE_CHARS = 65_536;
/** Values shorter than this are never treated as secrets (redacting "a" would mangle every line). */
const MIN_SECRET_CHARS = 4;

export interface CallRecord {
  time: string;
  event: 'call';
  tool: string;
  ms: number;
  verdict: Verdict;
  mode: 'enforce' | 'report';
  /** What the client got: the result as the upstream gave it, or the proxy's own error result. */
  refused?: boolean;
  pointers?: string[];
  problems?: Problem[];
  /** The failure code of the ATDF file the proxy named. */
  failure?: string;
  /** upstream-error and timeout: what happened. */
  detail?: string;
  arguments?: unknown;
  structuredContent?: unknown;
  isError?: boolean;
  /** Why a value is not in the line (too large). */
  omitted?: string[];
}

/** Anything else worth a line: a tool not served, an HTTP request refused, start and stop. */
export interface EventRecord {
  time: string;
  event: 'start' | 'not-served' | 'http-refused' | 'stop';
  [key: string]: unknown;
}

export class CallLog {
  private fd: number | undefined;

  /** Opens FILE for appending (created when missing); throws the system error when it cannot. */
  constructor(
    file: string,
    readonly values: boolean,
    private readonly secrets: readonly Redaction[],
  ) {
    this.fd = openSync(file, 'a');
  }

  /** Adds the argument values (and result) to a call record when --log-values allows, bounded. */
  withValues(record: CallRecord, args: unknown, result?: Record<string, unknown>): CallRecord {
    if (!this.values) return record;
    const omitted: string[] = [];
    const put = (key: 'arguments' | 'structuredContent', value: unknown) => {
      if (value === undefined) return;
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch {
        text = undefined;
      }
      if (text === undefined || text.length > MAX_LOGGED_VALUE_CHARS) omitted.push(`${key} (over ${MAX_LOGGED_VALUE_CHARS} characters)`);
      else record[key] = value;
    };
    put('arguments', args);
    if (result) {
      put('structuredContent', result.structuredContent);
      if (result.isError === true) record.isError = true;
    }
    if (omitted.length > 0) record.omitted = omitted;
    return record;
  }

  write(record: CallRecord | EventRecord): void {
    if (this.fd === undefined) return;
    let line: string;
    try {
      line = JSON.stringify(record);
    } catch {
      line = JSON.stringify({ time: record.time, event: record.event, omitted: ['the record (not serialisable)'] });
    }
    writeSync(this.fd, this.hideSecrets(line) + '\n');
  }

  private hideSecrets(line: string): string {
    let out = line;
    for (const secret of [...this.secrets].sort((a, b) => b.value.length - a.value.length)) {
      if (secret.value.length < MIN_SECRET_CHARS) continue;
      // Inside JSON a value appears escaped; replace both forms.
      const escaped = JSON.stringify(secret.value).slice(1, -1);
      out = out.split(escaped).join(secret.as);
      if (escaped !== secret.value) out = out.split(secret.value).join(secret.as);
    }
    return out;
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}
