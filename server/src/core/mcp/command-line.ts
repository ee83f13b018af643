// Splits a command line ("npx -y server --root 'My Files'") into argv the way
// a POSIX shell would for plain words and quotes, but without a shell: no
// variables, globs, pipes or redirections. Those are refused rather than passed
// on as literal arguments the user did not mean.
import { McpInputError } from './types';

const SHELL_OPERATORS = new Set(['|', '&', ';', '<', '>', '(', ')', '`']);

export function splitCommandLine(line: string): string[] {
  const argv: string[] = [];
  let current = '';
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote === "'") {
      if (ch === "'") quote = null;
      else current += ch;
      continue;
    }
    if (quote === '"') {
      if (ch === '"') quote = null;
      else if (ch === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1])) current += line[++i];
      else current += ch;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\') {
      if (i + 1 >= line.length) throw new McpInputError('the command line ends with a lone backslash');
      current += line[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) argv.push(current);
      current = '';
      inWord = false;
    } else if (SHELL_OPERATORS.has(ch)) {
      throw new McpInputError(
        `the command line uses the shell operator "${ch}"; it runs without a shell, so quote it if it is part of an argument, or wrap the pipeline in a script`,
      );
    } else {
      current += ch;
      inWord = true;
    }
  }
  if (quote) throw new McpInputError(`the command line has an unclosed ${quote === '"' ? 'double' : 'single'} quote`);
  if (inWord) argv.push(current);
  if (argv.length === 0) throw new McpInputError('the command line is empty');
  return argv;
}
