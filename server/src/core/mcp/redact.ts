// Secrets out of what the user sees and what logs keep: a command line that
// starts an MCP server often carries a token (`npx -y server-github --token
// ghp_...`, `${env:GITHUB_TOKEN}` in a .vscode/mcp.json, `--header
// "Authorization: Bearer ..."`). Every place that shows a command line or a
// message about one (output channel, progress titles, dialogs, CLI messages,
// errors) shows it through here; the process itself gets the real values.

/** A value that came from somewhere secret, and what to show instead (`${env:GITHUB_TOKEN}`). */
export interface Redaction {
  value: string;
  as: string;
}

export const REDACTED = '***';

/** Values shorter than this are not hidden by value (a `1` from `${env:DEBUG}` would blank every 1 in a line). */
const MIN_SECRET_LENGTH = 4;

/** Tokens that say what they are: GitHub, GitLab, Slack, OpenAI/Anthropic-style, npm, AWS access keys, JWTs. */
const TOKEN =
  /\b(?:gh[pousr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{16,}|glpat-[A-Za-z0-9_-]{16,}|xox[abeoprs]-[A-Za-z0-9-]{8,}|sk-[A-Za-z0-9_-]{16,}|npm_[A-Za-z0-9]{30,}|A(?:KIA|SIA)[0-9A-Z]{16}|eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,})/g;
/** An option whose value is a secret, by a word of its name: `--token X`, `--github-token X`, `--api-key=X` (`-p X` is not guessed). */
const SECRET_OPTION =
  /^--?(?:[\w]+[-_])*(?:token|secret|password|passwd|api[-_]?key|apikey|auth|authorization|credentials?|private[-_]?key|access[-_]?key|bearer)(?:[-_][\w-]*)?$/i;
/** A header whose value is a secret: `Authorization: Bearer X`, `X-API-Key: X`. */
const SECRET_HEADER = /^((?:proxy-)?authorization|x-[\w-]*(?:token|key|secret)|api-key|cookie)(\s*[:=]\s*)\S/i;
/** `NAME=value` where NAME says it is a secret (`GITHUB_TOKEN=...`, `--env API_KEY=...`). */
const SECRET_ASSIGNMENT = /^([\w.-]*(?:token|secret|passw(?:or)?d|api[-_]?key|apikey|credential)[\w.-]*)=(.+)$/i;

/** In running text (a server's stderr, a message): a secret header's value, a bearer credential, a secret option's value. */
const INLINE_HEADER =
  /\b((?:proxy-)?authorization|x-[\w-]*(?:token|key|secret)|api-key|cookie)(\s*[:=]\s*)(?:(bearer|basic|token)\s+)?[^\s"',;]+/gi;
const INLINE_BEARER = /\b(bearer)\s+(?!\*\*\*)[\w.~+/-]{8,}=*/gi;
const INLINE_OPTION =
  /(--?(?:[\w]+[-_])*(?:token|secret|password|passwd|api[-_]?key|apikey|credentials?|private[-_]?key|access[-_]?key)(?:[-_][\w-]*)?)([= ])(?!\*\*\*|\$\{|-)[^\s"']+/gi;

/** `text` with every known secret value, every token-looking word and every inline credential replaced. */
export function redactText(text: string, known: readonly Redaction[] = []): string {
  let out = text;
  // Longest first, so a value that contains another is replaced whole.
  for (const r of [...known].sort((a, b) => b.value.length - a.value.length)) {
    if (r.value.length >= MIN_SECRET_LENGTH) out = out.split(r.value).join(r.as);
  }
  return out
    .replace(TOKEN, REDACTED)
    .replace(INLINE_HEADER, (_m, name: string, sep: string, scheme?: string) => `${name}${sep}${scheme ? `${scheme} ` : ''}${REDACTED}`)
    .replace(INLINE_BEARER, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(INLINE_OPTION, (_m, option: string, sep: string) => `${option}${sep}${REDACTED}`);
}

/** argv as it may be shown: known values, tokens, the values of secret options and headers replaced. */
export function redactArgs(argv: readonly string[], known: readonly Redaction[] = []): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = redactText(argv[i], known);
    const previous = i > 0 ? argv[i - 1] : '';
    const eq = arg.indexOf('=');
    if (SECRET_OPTION.test(previous) && !arg.startsWith('-') && !arg.includes('${')) out.push(REDACTED);
    else if (arg.startsWith('-') && eq > 0 && SECRET_OPTION.test(arg.slice(0, eq)))
      out.push(`${arg.slice(0, eq)}=${hide(arg.slice(eq + 1))}`);
    else if (SECRET_HEADER.test(arg)) out.push(arg.replace(/^([^:=]+[:=]\s*).*$/s, (_m, head: string) => head + REDACTED));
    else if (SECRET_ASSIGNMENT.test(arg))
      out.push(arg.replace(SECRET_ASSIGNMENT, (_m, name: string, value: string) => `${name}=${hide(value)}`));
    else out.push(arg);
  }
  return out;
}

/** A value already shown as a placeholder stays readable (`${env:GITHUB_TOKEN}` says where it comes from). */
function hide(value: string): string {
  return /^\$\{[^}]+\}$/.test(value) ? value : REDACTED;
}
