// The option loop the commands share: `--name=value` or `--name value`, and one clear usage error when a value is
// missing. The command's own switch stays with the command; this only walks the arguments.
import { UsageError } from './usage-error';

export interface CommandArg {
  /** The argument as given. */
  arg: string;
  /** The option's name without `=value` (the argument itself when it has none). */
  name: string;
  /** The option's value: after `=`, else the next argument (consumed). */
  value(): string;
}

export function* commandArgs(args: readonly string[], command: string): Generator<CommandArg> {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    yield {
      arg,
      name,
      value: () => {
        if (eq > 0) return arg.slice(eq + 1);
        const next = args[++i];
        if (next === undefined) throw new UsageError(`${name} needs a value; run "atdf ${command} --help"`);
        return next;
      },
    };
  }
}
