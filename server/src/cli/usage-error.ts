import { closest } from '../core/index';

/** A mistake on the command line or an unreadable input: exit 2 with this one-line message. */
export class UsageError extends Error {}

/**
 * The error for an option a command does not know, with the closest option of its help text when one is near
 * ("did you mean --max-warnings?"), as ESLint and git answer a typo. `help` is the command's usage text: its
 * options are read from it, so the suggestion can never name an option the command does not document.
 */
export function unknownOption(arg: string, command: string, help: string): UsageError {
  const name = arg.split('=')[0];
  const options = [...help.matchAll(/(?:^|[\s,])(--?[a-zA-Z][\w-]*)/g)].map((m) => m[1]);
  const near = closest(name, new Set(options));
  const hint = near ? `did you mean "${near}"? ` : '';
  return new UsageError(`unknown option "${arg}"; ${hint}run "atdf ${command} --help"`);
}
