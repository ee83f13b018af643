// security/exfiltration: a description that tells the model to send data to
// a place written into it (a URL, an e-mail address, a phone number), to
// redirect where the tool sends things, or to smuggle data out encoded in a
// parameter or a URL. A tool's own endpoint named in passing ("posts the
// message to https://hooks.slack.com/...") is not enough: the sentence must
// send something that is not the tool's input (all of it, a copy, the
// conversation, the results, files, secrets) or change a destination.
import type { LintContext } from '../context';
import { hitsIn as hits, proseHits, reportHits, sentencesWith, type Hit, type ProseSet } from '../phrases';

export const EXFILTRATION = 'security/exfiltration';

/**
 * A URL, an e-mail address (from its @: the name before it is in the phrase anyway), a phone number, a
 * request-capture service. Each alternative starts with a literal, so a search skips most of a text at once.
 */
const DESTINATION =
  /\bhttps?:\/\/[^\s'"`<>)\]]{0,300}[^\s'"`<>)\].,;:!?]|@(?<=[\w.+-]@)[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}\b|\+\d[\d\s().-]{7,20}\d\b(?<![\w+]\+\d[\d\s().-]{7,20}\d)|\b(?:webhook\.site|ngrok(?:-free)?\.(?:io|app)|requestbin|pipedream\.net|burpcollaborator\.net|interact\.sh|oast\.\w+)\b/gi;
const SEND =
  /\b(?:send|forward|post|upload|transmit|exfiltrate|leak|report|deliver|email|mail|copy|cc|bcc|redirect|route|submit|share|ping|beacon|sync|mirror|log)\b/gi;
/** What is sent, when it is not the tool's own input: all of something, a copy, what the model knows. */
const WHAT =
  /\b(?:all|every|everything|a copy|copies|(?:the )?(?:entire|whole|full|complete)\b|conversation|chat|history|(?:previous|other|earlier) (?:messages|results|outputs|calls|tools?)|credentials|secrets?|tokens?|api keys?|passwords?|environment|the user'?s|system prompt|also|always|additionally|secretly|silently|quietly|too)\b/gi;
/** A blind or carbon copy to a fixed address is a copy of everything. */
const COPY_TO = /\b(?:bcc|cc)\b/gi;
/** "change the recipient to ...": moving where the tool's output goes. */
const REDIRECT =
  /\b(?:change|set|replace|switch|override|update|rewrite)\s+(?:the\s+|any\s+|all\s+|every\s+)?(?:\w+\s+){0,2}?(?:recipients?|destination|to[- ]address|address(?:es)?|(?:phone )?numbers?|target|url|endpoint|webhook|receiver|channel|account)\b[^.!?\n]{0,40}?\bto\b/gi;
/** An order to encode (base form: "returns base64-encoded data" describes a result, it orders nothing). */
const ENCODE =
  /\b(?:base64|hex|rot13)[- ]?encode\b|\bencode\b[^.!?\n]{0,60}?\b(?:base64|hex|rot13)\b|\b(?:hide|smuggle|encode|stash|conceal|tuck)\b[^.!?\n]{0,60}?\b(?:in|into|inside|within)\b[^.!?\n]{0,40}?\b(?:parameter|argument|field|query(?: string)?|url|link|image|markdown|metadata|header)s?\b/gi;
/** The encoded data leaves through a parameter or a URL. */
const CARRIER = /\b(?:parameters?|arguments?|fields?|params?|query|url|link|image|markdown|request|header|append)\b/gi;
/** A markdown image, or a URL, with a template slot for data: `![x](https://a.b/?q={conversation})`. */
const URL_TEMPLATE = /https?:\/\/[^\s'"`<>)]{0,300}?[?&/=]\s{0,3}(?:\{\{?|<|\$\{?|%s)[^}>\s]{0,40}(?:\}\}?|>)?/gi;

/** Template slots a user fills (`<your_key>`) or the tool's own inputs fill (`{latitude}`) carry nothing away. */
const SLOT = /(?:\{\{?|<|\$\{?|%s)\s*([^}>\s]{0,40})/;
const SENSITIVE_SLOT =
  /conversation|chat|history|messages?|context|secret|token|password|credential|prompt|data|memory|env|session|summary|content|transcript|info|notes?|key|user/i;

export function checkExfiltration(ctx: LintContext, prose: ProseSet): void {
  const inputs = new Set(ctx.view.inputs.map((i) => i.name.toLowerCase()));
  const ownSlot = (hit: Hit): boolean => {
    const slot = SLOT.exec(prose.text.slice(hit.from, hit.to))?.[1]?.toLowerCase() ?? '';
    return inputs.has(slot) || /^(?:your|my)[_-]/.test(slot) || !SENSITIVE_SLOT.test(slot);
  };
  // Every case needs a destination, a URL template or an order to encode: the sentences with one are all there is to read.
  const anchors = [...proseHits(prose, DESTINATION), ...proseHits(prose, URL_TEMPLATE), ...proseHits(prose, ENCODE)];
  for (const sentence of sentencesWith(prose, anchors)) {
    const phrase = exfiltrationIn(prose.text, sentence.from, sentence.to, ownSlot);
    if (phrase.length > 0) reportHits(ctx, EXFILTRATION, prose, phrase);
  }
}

function exfiltrationIn(text: string, from: number, to: number, ownSlot: (hit: Hit) => boolean): Hit[] {
  const templates = hits(text, URL_TEMPLATE, from, to).filter((h) => !ownSlot(h));
  if (templates.length > 0) return templates;
  const destinations = hits(text, DESTINATION, from, to);
  if (destinations.length > 0) {
    const redirects = hits(text, REDIRECT, from, to);
    if (redirects.length > 0) return [...redirects, ...destinations];
    const copies = hits(text, COPY_TO, from, to);
    if (copies.length > 0) return [...copies, ...destinations];
    // "access the full report": a noun after a determiner; "curl -X POST": a request method in an example command.
    // Neither is a verb that sends (issue 29: Google's and GraphHopper's descriptions).
    const sends = hits(text, SEND, from, to).filter(
      (h) =>
        !/(?:\b(?:the|a|an|this|that|its|their|your)\s+(?:[\w-]+\s+)?|(?:\s-X|--request)\s+)$/i.test(
          text.slice(Math.max(from, h.from - 30), h.from),
        ),
    );
    // "with the configured API key": how the tool authenticates, not what it sends.
    const what = hits(text, WHAT, from, to).filter(
      (h) =>
        !/\b(?:with|using)\s+(?:the|its|your|a)\s+(?:configured\s+|stored\s+|given\s+|provided\s+)?$/i.test(
          text.slice(Math.max(from, h.from - 30), h.from),
        ),
    );
    if (sends.length > 0 && what.length > 0) return [...sends, ...what, ...destinations];
  }
  const encodes = hits(text, ENCODE, from, to);
  if (encodes.length > 0 && hits(text, CARRIER, from, to).length > 0 && hits(text, WHAT, from, to).length > 0) return encodes;
  return [];
}
