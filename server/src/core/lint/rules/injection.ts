// Text in a tool description aimed at the model rather than describing the
// tool (the "tool poisoning" of published attacks):
//   security/hidden-tag             <IMPORTANT>, <system>, chat-template tokens
//   security/instruction-override   "ignore all previous instructions", "you are now..."
//   security/conceal-from-user      "do not tell the user", "without informing the user"
// A description tells the model what a tool does; none of these does that.
import type { LintContext } from '../context';
import { eachProseMatch, reportHits, type ProseSet } from '../phrases';

export const HIDDEN_TAG = 'security/hidden-tag';
export const INSTRUCTION_OVERRIDE = 'security/instruction-override';
export const CONCEAL_FROM_USER = 'security/conceal-from-user';

const TAG_NAMES =
  'important|system|system[-_ ]?(?:prompt|message|instructions?)|instructions?|secret|hidden|admin|override|sys|critical|assistant|' +
  'note[-_ ]to[-_ ](?:the[-_ ])?(?:ai|assistant|model|llm|agent)|ai[-_ ]instructions?';
const HIDDEN_TAGS = new RegExp(
  `<\\s{0,3}\\/?\\s{0,3}(?:${TAG_NAMES})(?:\\s[^<>]{0,60})?\\/?>` +
    '|<\\|(?:im_start|im_end|system|user|assistant|endoftext|begin_of_text|start_header_id|end_header_id|eot_id)\\|>' +
    '|\\[\\/?(?:INST|SYSTEM|SYS)\\]|<<\\/?SYS>>',
  'gi',
);

/** "ignore all previous instructions": a verb, qualifiers (at least one that is not "the"), a kind of instruction. */
const OVERRIDE = new RegExp(
  '\\b(?:ignore|disregard|forget|override|bypass|discard)\\s+((?:(?:all|any|the|your|of|these|those|every|previous|prior|above|earlier|' +
    'preceding|former|original|system|safety|existing|other|initial|current)\\s+){1,4})(?:instructions?|rules|guidelines|directions|' +
    'directives|prompts?|guardrails|polic(?:y|ies)|constraints|restrictions|orders|programming)\\b',
  'gi',
);
const ROLE_CHANGE = new RegExp(
  [
    '\\byou are now\\b(?! (?:able|ready|connected|logged|done|in the (?:right|correct)))',
    '\\bfrom now on,? (?:you|always|never|ignore)\\b',
    '\\bnew (?:system )?instructions\\s{0,3}:',
    '\\b(?:act|behave|respond) as (?:if you (?:were|are) )?(?:an? |the )?(?:system|administrator|admin|root user|unrestricted|jailbroken)\\b',
    '\\b(?:reveal|print|output|repeat|show|leak|dump|disclose) (?:me )?(?:your|the) (?:full |entire |complete |hidden )?' +
      '(?:system prompt|initial prompt|hidden prompt|original instructions|system instructions|instructions above)\\b',
  ].join('|'),
  'gi',
);
const WEAK_QUALIFIERS = /^(?:(?:the|of)\s+)+$/i;
/** The same orders in Spanish and Portuguese (the languages the toolkit speaks; descriptions are localized into them). */
const OVERRIDE_ES_PT = new RegExp(
  [
    '\\b(?:ignora|ignorar|ignore|olvida|olvidar|omite|descarta|esqueça|esqueca|descarte)\\s+(?:todas\\s+|cualquier\\s+)?(?:las\\s+|tus\\s+|as\\s+|suas\\s+)?' +
      'instru(?:cciones|ções|coes)\\s+(?:anteriores|previas|prévias|del\\s+sistema|do\\s+sistema|originales|originais)\\b',
  ].join('|'),
  'gi',
);
const CONCEAL_ES_PT = new RegExp(
  [
    '\\bno\\s+(?:le\\s+)?(?:digas|diga|menciones|mencione|informes|informe|cuentes|reveles|avises|muestres)(?:\\s+(?:nada|esto|eso))?\\s+(?:a|al)\\s+(?:usuario|usuaria|cliente)\\b',
    '\\bsin\\s+(?:decirle|decir|informar|avisar)(?:\\s+nada)?\\s+al\\s+usuario\\b',
    '\\bn[ãa]o\\s+(?:diga|mencione|informe|conte|revele|avise|mostre)(?:\\s+(?:nada|isso|isto))?\\s+(?:a|ao|à)\\s+(?:usu[áa]rio|usu[áa]ria|utilizador|cliente)',
    '\\bsem\\s+(?:dizer|informar|avisar)(?:\\s+nada)?\\s+ao\\s+usu[áa]rio',
  ].join('|'),
  'gi',
);

const TELL = 'tell|mention|inform|notify|alert|reveal|disclose|show|let|explain|say|report|warn';
const TELLING = 'telling|mentioning|informing|notifying|alerting|revealing|disclosing|showing|letting|explaining|saying|reporting';
const PERSON = '(?:the\\s+|your\\s+|any\\s+)?(?:user|human|operator|customer|person|people)s?\\b';
const CONCEAL = new RegExp(
  [
    `\\b(?:do\\s+not|don'?t|never|must\\s+not|mustn'?t|should\\s+not|shouldn'?t|avoid)\\s+(?:ever\\s+|even\\s+)?(?:${TELL}|${TELLING})\\s+` +
      `(?:(?:this|that|it|anything|any|of|about|these|them|what|you|did)\\s+){0,3}(?:to\\s+|with\\s+)?${PERSON}`,
    `\\bwithout\\s+(?:ever\\s+)?(?:${TELLING})\\s+(?:(?:this|that|it|anything|about)\\s+){0,2}(?:to\\s+)?${PERSON}`,
    `\\b(?:hide|conceal|keep)\\s+(?:this|it|that|these|them|the\\s+\\w+)\\s+(?:(?:secret|hidden|private)\\s+)?from\\s+${PERSON}`,
    `\\b${PERSON}\\s+(?:must|should|need|needs|is|are)\\s{0,3}(?:not|never|n't)\\s+(?:to\\s+)?(?:know|see|notice|be told|be informed|find out|learn|aware)\\b`,
    `\\b(?:do\\s+not|don'?t|never)\\s+(?:mention|reveal|disclose|say|admit|acknowledge)\\s+(?:that\\s+you|these\\s+instructions|this\\s+instruction|the\\s+instructions|that\\s+this|this\\s+(?:step|note|tag|part))\\b`,
    '\\b(?:silently|secretly|covertly|quietly|discreetly)\\s+(?:also\\s+)?(?:send|forward|pass|include|read|copy|add|call|use|change|replace|redirect|upload|append|attach|bcc|cc|exfiltrate)\\b',
  ].join('|'),
  'gi',
);

/**
 * Every match of HIDDEN_TAGS holds a `<` or a `[` (each alternative starts with one). Prose without either is not
 * searched: V8 compiles the pattern (its bounded repeats unrolled, case-folded) in ~30 ms on first use, the largest
 * fixed cost of the lint in a fresh process (an editor opening its first file, one `atdf validate`).
 */
const mayHoldTag = (text: string) => text.includes('<') || text.includes('[');

/** Each pattern, the rule it reports, which of its matches count, and (optional) a cheap test the text must pass to hold any. */
const PATTERNS: [RegExp, string, (m: RegExpExecArray) => boolean, ((text: string) => boolean)?][] = [
  [HIDDEN_TAGS, HIDDEN_TAG, () => true, mayHoldTag],
  [OVERRIDE, INSTRUCTION_OVERRIDE, (m) => !WEAK_QUALIFIERS.test(m[1])],
  [ROLE_CHANGE, INSTRUCTION_OVERRIDE, () => true],
  [OVERRIDE_ES_PT, INSTRUCTION_OVERRIDE, () => true],
  [CONCEAL, CONCEAL_FROM_USER, () => true],
  [CONCEAL_ES_PT, CONCEAL_FROM_USER, () => true],
];

export function checkInjection(ctx: LintContext, prose: ProseSet): void {
  for (const [pattern, rule, accept, mayMatch] of PATTERNS) {
    if (mayMatch && !mayMatch(prose.text)) continue;
    eachProseMatch(prose, pattern, accept, (hit) => reportHits(ctx, rule, prose, [hit]));
  }
}
