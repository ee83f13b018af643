// Colour on a terminal, as ESLint and git do it: on when the output is a TTY, off in pipes and files, off with
// NO_COLOR (https://no-color.org: any non-empty value), forced with FORCE_COLOR (any value but "0"), and
// `--color` / `--no-color` on the command line win over both. Decided once per stream at the first use.
const forced: { value?: boolean } = {};

/** `--color` / `--no-color` as given on the command line (main.ts takes them out before the command sees its args). */
export function setColourFlag(value: boolean): void {
  forced.value = value;
}

export function colourFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (forced.value !== undefined) return forced.value;
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}

const CODES = { red: 31, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;
export type Colour = keyof typeof CODES;

/** `text` in `colour` when `on`; unchanged otherwise. */
export function paint(on: boolean, colour: Colour, text: string): string {
  return on ? `\u001b[${CODES[colour]}m${text}\u001b[0m` : text;
}

const SEVERITY_COLOUR: Record<string, Colour> = { error: 'red', warning: 'yellow', information: 'cyan', hint: 'dim' };

export function paintSeverity(on: boolean, severity: string): string {
  const colour = SEVERITY_COLOUR[severity];
  return colour ? paint(on, colour, severity) : severity;
}
