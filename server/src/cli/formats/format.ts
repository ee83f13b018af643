// What every `atdf validate --format` writes from: the files in order, each
// with its diagnostics (after the config), then a summary. A format returns
// text; the command writes it as it goes, so output streams for the formats
// that can (text, json, sarif, github) and memory stays bounded.
import { type Diagnostic, type DocumentReport, t } from '../../core/index';

export interface ValidatedFile {
  /** As given or found under a folder (relative to the working directory when it was). */
  file: string;
  documents: readonly DocumentReport[];
  diagnostics: readonly Diagnostic[];
  /** Set when --max-problems cut the file's diagnostics: how many are not shown, and the limit. */
  cut?: { notShown: number; limit: number };
}

export interface RunSummary {
  files: number;
  errors: number;
  warnings: number;
}

export interface OutputFormat {
  /** Written before the first file. */
  start(): string;
  file(result: ValidatedFile): string;
  /** Written after the last file. */
  end(summary: RunSummary): string;
  /** Whether --max-problems applies (formats read by people; sarif and junit are files for tools: complete). */
  readonly capped: boolean;
  /** Whether the one-line summary also goes to stderr (formats meant for people). */
  readonly summaryOnStderr: boolean;
}

export const FORMAT_NAMES = ['text', 'json', 'sarif', 'github', 'junit'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

/** The line that says how many problems of a file were cut. */
export function moreProblemsText(cut: NonNullable<ValidatedFile['cut']>): string {
  return t('en', 'cli.moreProblems', { count: cut.notShown, limit: cut.limit });
}

/** Text output is one line per problem: multi-line messages (e.g. a YAML excerpt) are folded. */
export function oneLine(message: string): string {
  return message.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
