// security/sensitive-data: a description that asks the model to read or pass
// on secrets: a sensitive file (~/.ssh/id_rsa, .env, ~/.aws/credentials,
// mcp.json...) together with a verb that acts on it, or a kind of secret (API
// keys, passwords, tokens, the conversation) that the model is told to obtain
// and hand over. Naming a secret is not enough ("provide your API key as
// `key`" is how honest tools ask for one): the sentence must also make the
// model fetch it from somewhere, or hand over the user's or all of them.
// Input names made of a sensitive file (`content_from_reading_ssh_id_rsa`)
// are reported too: a model fills every parameter it is given.
import type { LintContext } from '../context';
import { nameWords, sameWord } from '../words';
import { hitsIn as hits, proseHits, reportHits, sentencesWith, within, type Hit, type ProseSet } from '../phrases';

export const SENSITIVE_DATA = 'security/sensitive-data';

const SENSITIVE_FILE = new RegExp(
  [
    '~\\/\\.ssh\\b',
    '\\.ssh\\/',
    '\\bid_(?:rsa|dsa|ecdsa|ed25519)\\b',
    '\\bauthorized_keys\\b',
    // (A `.env` right after a word, as in process.env, is not the file: filtered where it is matched.)
    '\\.env(?:\\.[\\w-]+)?\\b(?![\\w-]*\\s+(?:var|variable)s?)',
    '\\.aws\\/(?:credentials|config)\\b',
    '\\.(?:npmrc|pypirc|netrc|pgpass)\\b',
    '\\.git-credentials\\b',
    '\\.docker\\/config\\.json\\b',
    '\\.kube\\/config\\b',
    '\\/etc\\/(?:passwd|shadow|sudoers)\\b',
    '\\b(?:mcp|claude_desktop_config|mcp_settings)\\.json\\b',
    '\\.(?:bash|zsh|python)_history\\b',
    '\\bwallet\\.dat\\b',
    '\\.gnupg\\b',
    '\\bcookies\\.sqlite\\b',
    '\\bLogin Data\\b',
    '\\bcredentials\\.json\\b',
    '\\.pem\\b',
  ].join('|'),
  'gi',
);
const SECRET =
  /\b(?:private[ _-]?keys?|ssh[ _-]?keys?|api[ _-]?keys?|secret[ _-]?keys?|(?:access|auth(?:entication)?|bearer|refresh|session|github|openai|aws)[ _-]?tokens?|passwords?|passphrases?|credentials|secrets|seed phrases?|recovery phrases?|mnemonics?|environment variables|env vars|session cookies|browser cookies|system prompt|conversation history|(?:entire|full|whole) conversation|chat history|previous messages|message history)\b/gi;
/** Verbs that make the model get something (base form: descriptions of what a tool does use "reads", "gets"). */
const OBTAIN =
  /\b(?:read|retrieve|extract|collect|gather|fetch|grab|dump|copy|look up|obtain|steal|harvest|scrape|access|find|list|cat|open|load|get)\b/gi;
/** Verbs and phrases that hand something over. */
const TRANSFER =
  /\b(?:pass|include|send|append|attach|embed|insert|put|add|forward|upload|post|provide|supply|submit|share|leak|exfiltrate|encode|paste|fill)\b|\bas (?:the |a |an )?(?:['"`]?\w+['"`]? )?(?:parameter|argument|field|param)\b/gi;
/** Whose secret: "the user's", "all", "every", "any"... ("your" is how a tool asks the user for theirs). */
const SOMEONE_ELSES =
  /\b(?:the user'?s|users'|all(?: of)?(?: the)?|every|any|their|stored|saved|available|existing)\s+(?:\w{1,30}\s+){0,2}$/i;
/** How far before a secret its owner is looked for. */
const OWNER_WINDOW = 60;

/** Parameter names that make the model fetch a secret to fill them (`content_from_reading_ssh_id_rsa`). */
const SENSITIVE_NAME =
  /(?:^|[_\-.])(?:id_(?:rsa|dsa|ecdsa|ed25519)|ssh_private_key|mcp_json|mcp_config|dotenv|env_file|etc_passwd|conversation_history|chat_history|system_prompt|previous_messages)(?:$|[_\-.])/i;
/** "do not include", "never send": an order not to hand something over is no request; nor is "is read at start-up". */
const NEGATION =
  /\b(?:do not|don'?t|never|must not|mustn'?t|should not|shouldn'?t|avoid|without|not)\s+(?:\w{1,20}\s+)?$|\b(?:is|are|was|were|be|been|being|gets?)\s+(?:\w{1,20}ly\s+)?$/i;
const NEGATION_WINDOW = 30;

export function checkSensitiveData(ctx: LintContext, prose: ProseSet): void {
  checkInputNames(ctx);
  const text = prose.text;
  // Only a sentence that names a sensitive file or a secret can ask for one: those are found in one pass.
  const files = proseHits(prose, SENSITIVE_FILE).filter(
    (h) => !(text.startsWith('.env', h.from) && /[\w.-]/.test(text.charAt(h.from - 1))),
  );
  // The tool's own subject is no request: a secrets manager reads secrets, a breach checker takes credentials.
  const own = nameWords(ctx.view.name?.value ?? '');
  const secrets = proseHits(prose, SECRET).filter((h) => !ownSubject(text.slice(h.from, h.to), own));
  for (const sentence of sentencesWith(prose, [...files, ...secrets])) {
    const { from, to } = sentence;
    const asked = (h: Hit) => !NEGATION.test(text.slice(Math.max(from, h.from - NEGATION_WINDOW), h.from));
    // "an e-mail that asks the reader to send their password" reports what someone else asks.
    if (REPORTED.test(text.slice(from, to))) continue;
    const obtain = hits(text, OBTAIN, from, to).filter(
      (h) => asked(h) && !/^access\s+(?:keys?|tokens?)/i.test(text.slice(h.from, h.to + 8)),
    );
    const transfer = hits(text, TRANSFER, from, to).filter(asked);
    const named = within(files, sentence);
    let phrase: Hit[] | undefined;
    if (named.length > 0 && (obtain.length > 0 || transfer.length > 0)) phrase = [...named, ...obtain, ...transfer];
    else if (named.length === 0 && transfer.length > 0) {
      const handedOver = within(secrets, sentence).filter(
        (s) => obtain.length > 0 || SOMEONE_ELSES.test(text.slice(Math.max(from, s.from - OWNER_WINDOW), s.from)),
      );
      if (handedOver.length > 0) phrase = [...handedOver, ...obtain, ...transfer];
    }
    if (phrase) reportHits(ctx, SENSITIVE_DATA, prose, phrase);
  }
}

const REPORTED = /\b(?:asks?|tells?|requests?|prompts?|instructs?|tricks?)\s+(?:the\s+|a\s+)?\w+\s+to\b/i;

function ownSubject(phrase: string, own: readonly string[]): boolean {
  return nameWords(phrase).some((w) => w.length >= 3 && own.some((o) => o.length >= 3 && sameWord(w, o)));
}

function checkInputNames(ctx: LintContext): void {
  const own = nameWords(ctx.view.name?.value ?? '').filter((w) => w.length >= 3);
  for (const input of ctx.view.inputs) {
    if (!SENSITIVE_NAME.test(input.name)) continue;
    // A prompt registry's `system_prompt` input, a chat exporter's `chat_history`: the tool's own subject.
    if (ownSubject(input.name, own)) continue;
    ctx.report(
      SENSITIVE_DATA,
      input.namePointer,
      ctx.nameSpan(input),
      {
        phrase: input.name,
      },
      { variant: 'name' },
    );
  }
}
