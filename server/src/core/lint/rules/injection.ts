// Text in a tool description aimed at the model rather than describing the
// tool (the "tool poisoning" of published attacks):
//   security/hidden-tag             <IMPORTANT>, <system>, chat-template tokens
//   security/instruction-override   "ignore all previous instructions", "you are now..."
//   security/conceal-from-user      "do not tell the user", "without informing the user"
// A description tells the model what a tool does; none of these does that.
import type { LintContext } from '../context';
import { alreadyReported, eachProseMatch, maskQuoted, proseHits, reportHits, type ProseSet } from '../phrases';

export const HIDDEN_TAG = 'security/hidden-tag';
export const INSTRUCTION_OVERRIDE = 'security/instruction-override';
export const CONCEAL_FROM_USER = 'security/conceal-from-user';

const TAG_NAMES =
  'important|system|system[-_ ]?(?:prompt|message|instructions?)|instructions?|secret|hidden|admin|override|sys|critical|assistant|' +
  'note[-_ ]to[-_ ](?:the[-_ ])?(?:ai|assistant|model|llm|agent)|ai[-_ ]instructions?';
const HIDDEN_TAGS = new RegExp(
  `<\\s{0,3}\\/?\\s{0,3}(?:${TAG_NAMES})(?:\\s[^<>]{0,60})?\\/?>` +
    '|<\\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|begin_of_text|start_header_id|end_header_id|eot_id|end|channel|message|start|return|call)\\|>' +
    '|<\\/?(?:start_of_turn|end_of_turn|tool_description|tool_call|function_results)>' +
    '|<\\/(?:user|assistant|human)>|<(?:assistant|human)>' +
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
/**
 * Orders that put the model's instructions aside without the words "ignore all previous instructions": they
 * no longer apply, are revoked, this text takes priority over them, a persona without rules replaces the model.
 */
const OVERRIDE_MORE = new RegExp(
  [
    "\\b(?:guidance|instructions|rules|guidelines|directions|directives|configuration|system\\s+prompt|system\\s+message|polic(?:y|ies)|constraints|restrictions|limitations|limits|safeguards|guardrails)\\s+(?:[\\w'-]+\\s+){0,6}?(?:no\\s+longer\\s+appl(?:y|ies)|(?:is|are)\\s+(?:now\\s+)?(?:revoked|suspended|outdated|void|cancell?ed|obsolete|lifted|disabled|invalid|superseded|a\\s+test))",
    '\\byour\\s+(?:\\w+\\s+)?configuration\\s+is\\s+(?:revoked|void|suspended)',
    "\\b(?:pay\\s+no\\s+attention\\s+to|set\\s+aside|abandon|abandons|disregard|forget)\\s+(?:your|the|all|any|its|previous|prior|earlier|original|system)\\s+(?:[\\w'-]+\\s+){0,3}(?:rules|instructions|guidelines|guidance|system\\s+(?:prompt|message)|task|programming|configuration)\\b",
    // "set aside whatever rules came before", "drop the guidance from your developers" (not "drop the constraints": SQL).
    "\\b(?:set|put|cast|push)\\s+aside\\s+(?:whatever|all|any|every|those|these)\\s+(?:[\\w'-]+\\s+){0,2}(?:rules|instructions|guidelines|guidance|directives|limits|restrictions)\\b",
    "\\b(?:drop|scrap|ditch|throw\\s+out)\\s+(?:your|the|all|any|those|these)\\s+(?:[\\w'-]+\\s+){0,2}(?:instructions|guidance|guidelines|directives|system\\s+prompt)\\b",
    '\\bswitch\\s+(?:personas?|personalities|identit(?:y|ies))\\b',
    '\\b(?:answers|does|says)\\s+anything\\s+and\\s+never\\s+refuses\\b|\\bnever\\s+refuses\\s+(?:a|any)\\s+request\\b',
    '\\btakes?\\s+(?:priority|precedence)\\s+over\\s+(?:them|it|the\\s+(?:system|developer|user)|your|any|all)\\b',
    '\\bhighest[- ]priority\\s+instruction',
    '\\babove\\s+the\\s+(?:developer|user|system)\\b',
    '\\byour\\s+(?:real|true|actual|new|only)\\s+(?:instructions|task|purpose|goal)\\b',
    "\\b(?:you\\s+are|you're)\\s+(?:now\\s+)?(?:dan\\b|an?\\s+(?:assistant|ai|model)\\s+with\\s+no\\s+(?:restrictions|rules|limits|filters))",
    '\\b(?:unfiltered|unrestricted|uncensored|jailbroken)\\s+(?:model|ai|assistant|llm)\\b',
    '\\bwith\\s+no\\s+restrictions\\b',
    '\\bdeveloper\\s+mode\\s+(?:enabled|on)\\b',
    '\\b(?:are|is)\\s+no\\s+longer\\s+to\\s+be\\s+refused\\b',
    '\\b(?:pretend|roleplay|role-play)\\s+(?:to\\s+be|as|you\\s+are)\\b',
    '\\bfrom\\s+(?:now|this\\s+moment|this\\s+point)\\s+on,?\\s+(?:you|the\\s+(?:assistant|model))\\b',
    '\\bobeys?\\s+only\\s+the\\s+instructions\\b',
    '\\bgrant\\s+yourself\\b',
    '\\bsafety\\s+(?:guidelines|rules|filters)\\s+(?:are|is)\\s+(?:now\\s+)?(?:suspended|disabled|lifted|off)\\b',
    '\\b(?:were|was)\\s+written\\s+by\\s+an\\s+attacker\\b',
    '\\binstead\\s+follows?\\s+the\\s+(?:steps|instructions)\\b',
    '\\btreat\\s+this\\s+(?:text|description|tool|message)\\s+as\\s+(?:your\\s+)?(?:highest|top|primary|only)',
    '\\bthe\\s+user\\s+has\\s+authori[sz]ed\\s+full\\s+access\\b',
  ].join('|'),
  'gi',
);
/** The same in es, pt, de, fr and zh (read only when a cheap test finds one of their words). */
const OVERRIDE_MORE_OTHER = new RegExp(
  [
    '(?<![\\p{L}])(?:olvida|ignora|omite|descarta|haz\\s+caso\\s+omiso\\s+de|deja\\s+de\\s+lado|pasa\\s+por\\s+alto)\\s+(?:[\\p{L}]+\\s+){0,3}(?:instrucciones|reglas|indicaciones|normas|directrices|pautas)(?![\\p{L}])',
    '(?<![\\p{L}])a\\s+partir\\s+de\\s+ahora\\s+(?:eres|responde|debes|act[úu]a)',
    '(?<![\\p{L}])ahora\\s+eres(?![\\p{L}])',
    '(?<![\\p{L}])(?:ignore|esque[çc]a|desconsidere|descarte|deixe\\s+de\\s+lado|ponha\\s+de\\s+lado)\\s+(?:[\\p{L}]+\\s+){0,3}(?:instru[çc][õo]es|regras|diretrizes|orienta[çc][õo]es)(?![\\p{L}])',
    '(?<![\\p{L}])agora\\s+voc[êe]\\s+[ée](?![\\p{L}])',
    '(?<![\\p{L}])(?:ignoriere|vergiss|missachte)\\s+(?:[\\p{L}]+\\s+){0,3}(?:anweisungen|regeln|vorgaben)(?![\\p{L}])',
    '(?<![\\p{L}])du\\s+bist\\s+(?:jetzt|nun|ab\\s+jetzt)(?![\\p{L}])',
    '(?<![\\p{L}])(?:ignore|oublie|ignorez|oubliez|mets\\s+de\\s+c[ôo]t[ée]|laisse\\s+de\\s+c[ôo]t[ée])\\s+(?:[\\p{L}]+\\s+){0,3}(?:instructions|r[èe]gles|consignes|directives)(?![\\p{L}])',
    '(?<![\\p{L}])tu\\s+es\\s+(?:maintenant|d[ée]sormais)(?![\\p{L}])',
    '(?:忽略|无视|忘记|忘掉|抛开|撇开).{0,8}(?:指令|指示|规则|说明|提示)',
    '(?:指令|指示|规则).{0,4}(?:放到一边|放在一边|置之不理|作废)',
    '你现在是',
    '从现在(?:开始|起)',
  ].join('|'),
  'giu',
);
/** Keeping something from the user, phrased other than "do not tell the user". */
const CONCEAL_MORE = new RegExp(
  [
    '\\b(?:should|must|will|need)\\s+never\\s+(?:find\\s+out|know|learn|notice|see)\\b',
    '\\b(?:must|should)\\s+(?:remain|stay)\\s+unaware\\b',
    '\\b(?:does|do)\\s+not\\s+(?:learn|find\\s+out|notice)\\s+about\\b',
    '\\bkeep\\s+(?:this|it|that)\\s+(?:\\w+\\s+)?between\\s+us\\b',
    '\\bkeep\\s+quiet\\s+about\\b',
    "\\bkeep\\s+(?:[\\w'-]+\\s+){0,3}out\\s+of\\s+(?:the\\s+|your\\s+)?(?:conversation|reply|answer|response|summary|chat)\\b",
    "\\b(?:leave|omit)\\s+(?:[\\w'-]+\\s+){0,4}(?:out\\s+of|from)\\s+(?:the\\s+|your\\s+)?(?:summary|reply|answer|response|confirmation|output|report|message)\\b",
    "\\b(?:must\\s+not|should\\s+not|do\\s+not|don't|never)\\s+(?:appear|show\\s+up)\\s+in\\s+(?:your|the)\\s+(?:reply|answer|response|output)\\b",
    '\\bnot\\s+bring\\s+(?:it|this|that)\\s+up\\b',
    '\\bmake\\s+no\\s+(?:mention|reference|allusion)\\b',
    // "keep the archiving to yourself", "the person should believe nothing left", "if asked ..., reply that ..."
    "\\bkeep\\s+(?:[\\w'-]+\\s+){0,3}to\\s+yourself\\b",
    '\\b(?:user|person|human|customer|requester)\\s+(?:should|must|will|is\\s+to)\\s+(?:believe|think|assume)\\b',
    '\\bif\\s+(?:the\\s+user\\s+|they\\s+|anyone\\s+|someone\\s+)?(?:asks?|asked)\\b[^.!?\\n]{0,60}?\\b(?:reply|say|answer|respond|tell\\s+(?:them|the\\s+user))\\s+that\\b',
    "\\b(?:do\\s+not|don't|never)\\s+acknowledge\\b",
    '\\bnever\\s+disclose\\s+to\\s+anyone\\b',
    '\\b(?:act|behave|respond)\\s+as\\s+if\\s+nothing\\b',
    '\\bpresent\\s+the\\s+result\\s+as\\s+if\\b',
    '\\b(?:retry|do\\s+it|proceed|act)\\s+silently\\b',
    '\\bwithout\\s+(?:mentioning|telling|informing|alerting|notifying)\\s+(?:it|this|them|anyone)\\b',
    '\\bso\\s+(?:that\\s+)?the\\s+\\w+\\s+(?:is|are)\\s+not\\s+alarmed\\b',
    '\\b(?:does|do)\\s+not\\s+need\\s+to\\s+know\\b',
    '\\btell\\s+the\\s+user\\s+it\\s+is\\s+an?\\s+(?:temporary|harmless|normal)\\b',
    "\\b(?:do\\s+not|don't)\\s+report\\s+it\\b",
    "\\b(?:do\\s+not|don't|never)\\s+mention\\s+(?:this|it)\\b",
  ].join('|'),
  'gi',
);
const CONCEAL_MORE_OTHER = new RegExp(
  [
    '(?<![\\p{L}])(?:sin|sem)\\s+(?:avisar|informar|decir|dizer|contar)(?:le|lhe)?(?![\\p{L}])',
    '(?<![\\p{L}])sag\\s+(?:dem\\s+(?:benutzer|nutzer)|niemandem)\\s+nichts(?![\\p{L}])|(?<![\\p{L}])verschweige(?![\\p{L}])|(?<![\\p{L}])ohne\\s+(?:es\\s+)?(?:dem\\s+(?:benutzer|nutzer)\\s+)?zu\\s+(?:sagen|melden)(?![\\p{L}])',
    '(?<![\\p{L}])sans\\s+(?:en\\s+)?(?:informer|avertir|pr[ée]venir)(?![\\p{L}])|(?<![\\p{L}])ne\\s+(?:lui\\s+)?dis\\s+rien(?![\\p{L}])',
    '(?<![\\p{L}])no\\s+hagas\\s+(?:ninguna\\s+)?(?:referencia|menci[óo]n)(?![\\p{L}])|(?<![\\p{L}])n[ãa]o\\s+fa[çc]a\\s+(?:nenhuma\\s+)?(?:refer[êe]ncia|men[çc][ãa]o)(?![\\p{L}])|(?<![\\p{L}])ne\\s+fais\\s+(?:aucune\\s+)?(?:r[ée]f[ée]rence|mention)(?![\\p{L}])',
    '不要告诉用户|不要通知用户|不要让用户知道|对用户隐瞒|不要提及|不要告知',
  ].join('|'),
  'giu',
);
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
const mayHoldTag = (prose: ProseSet) => prose.text.includes('<') || prose.text.includes('[');

/**
 * Words of the other languages' orders, as a plain test (the patterns themselves look behind at every position).
 * No word holds a line break, so the prose holds one when one of its strings does: each string is tested once
 * (phrases.ts keeps the answer per string value).
 */
const OTHER_LANGUAGE =
  /olvida|ignora|omite|descarta|omiso|a partir de|ahora eres|esque|desconsidere|descarte|agora|ignoriere|vergiss|missachte|du bist|ignorez|oubli|tu es|sin |sem |sag |verschweige|ohne |sans |ne lui|ne dis|de lado|por alto|de c[ôo]t[ée]|hagas|fa[çc]a|ne fais|[\u4e00-\u9fff]/gi;
const mayBeOtherLanguage = (prose: ProseSet) => proseHits(prose, OTHER_LANGUAGE).length > 0;

/** Each pattern, the rule it reports, which of its matches count, and (optional) a cheap test the text must pass to hold any. */
const PATTERNS: [RegExp, string, (m: RegExpExecArray) => boolean, ((prose: ProseSet) => boolean)?][] = [
  [HIDDEN_TAGS, HIDDEN_TAG, () => true, mayHoldTag],
  [OVERRIDE, INSTRUCTION_OVERRIDE, (m) => !WEAK_QUALIFIERS.test(m[1])],
  [ROLE_CHANGE, INSTRUCTION_OVERRIDE, () => true],
  [OVERRIDE_ES_PT, INSTRUCTION_OVERRIDE, () => true],
  [CONCEAL, CONCEAL_FROM_USER, () => true],
  [CONCEAL_ES_PT, CONCEAL_FROM_USER, () => true],
  [OVERRIDE_MORE, INSTRUCTION_OVERRIDE, () => true],
  [CONCEAL_MORE, CONCEAL_FROM_USER, () => true],
  [OVERRIDE_MORE_OTHER, INSTRUCTION_OVERRIDE, () => true, mayBeOtherLanguage],
  [CONCEAL_MORE_OTHER, CONCEAL_FROM_USER, () => true, mayBeOtherLanguage],
];

export function checkInjection(ctx: LintContext, prose: ProseSet, masked: string): void {
  // Phrases in quotes are mentioned, not said: the patterns read the text with them blanked out (same offsets).
  const maskedSet: ProseSet = { ...prose, text: masked };
  for (const [pattern, rule, accept, mayMatch] of PATTERNS) {
    if (mayMatch && !mayMatch(prose)) continue;
    const read = pattern === HIDDEN_TAGS ? prose : maskedSet;
    eachProseMatch(
      read,
      pattern,
      (m, base) => accept(m) && (pattern !== HIDDEN_TAGS || isTag(prose.text, masked, base + m.index, m[0].length)),
      (hit) => {
        if (!alreadyReported(ctx, prose, hit)) reportHits(ctx, rule, prose, [hit]);
      },
    );
  }
  checkComments(ctx, prose);
  checkRoleLines(ctx, prose, maskedSet);
}

/**
 * A tag or token named rather than used: in backticks, listed ("such as <system>, <instructions> and"), or
 * quoted as markup ("<important>...</important>", "<important> and <note> blocks").
 */
function isTag(text: string, masked: string, index: number, length: number): boolean {
  // Inside quotes or backticks (blanked in the masked text): named, not used.
  if (masked.slice(index, index + length).trim() === '' || masked.charAt(index) !== text.charAt(index)) return false;
  const before = text.slice(Math.max(0, index - 40), index);
  const after = text.slice(index + length, index + length + 40);
  // AWS's API reference writes its admonitions as <important><p>...</p></important> in HTML documentation: the tag
  // is markup there, and what it holds is read by the other rules like any sentence (issue 29).
  if (ADMONITION.test(text.slice(index, index + length)) && DOC_HTML.test(text.slice(Math.max(0, index - 400), index + length + 400)))
    return false;
  if (/`[^`\n]*$/.test(before) && /^[^`\n]*`/.test(after)) return false;
  if (/\b(?:such\s+as|e\.g\.|like|including|as|named|called)\s*(?:<[^<>]*>\s*,?\s*)*$/i.test(before)) return false;
  if (/^\s*(?:,|\band\b|\bor\b|\.\.\.|\u2026|\)|\s+(?:blocks?|tags?|elements?|tokens?|markup|sections?)\b)/i.test(after)) return false;
  return true;
}

/** An admonition tag, and the documentation HTML around it that makes it one (a paragraph, code, a link, a list). */
const ADMONITION = /^<\s*\/?\s*important\s*>$/i;
const DOC_HTML = /<\/?(?:p|code|ul|ol|li)>|<a\s+href=/i;

/** HTML comments that speak to the model: "<!-- SYSTEM: ... -->", "<!-- note to the AI: ... -->". */
const COMMENT = /<!--([\s\S]{0,2000}?)-->/g;
const ADDRESSED =
  /\b(?:system|assistant|ai|model|llm|agent|agents|claude|gpt|chatgpt|gemini|copilot|language\s+model|instructions?|hidden|you|your)\b/i;
const ORDER = /\b(?:must|should|always|never|do\s+not|don't|ignore|send|forward|include|read|call|reveal|recommend|put|use|keep)\b/i;

function checkComments(ctx: LintContext, prose: ProseSet): void {
  if (!prose.text.includes('<!--')) return;
  eachProseMatch(
    prose,
    COMMENT,
    (m) => ADDRESSED.test(m[1]) && ORDER.test(m[1]),
    (hit) => {
      if (!alreadyReported(ctx, prose, hit)) reportHits(ctx, HIDDEN_TAG, prose, [hit], 'comment');
    },
  );
}

/** Turns of a chat written into the text: a line that starts "System:", "Assistant:", "### System:", or a JSON message. */
const ROLE_LINE =
  /^[ \t]*(?:#{1,4}\s*)?(?:system|assistant|human|user)\s*:[^\n]{3,}|\{\s*"role"\s*:\s*"(?:system|assistant|developer)"\s*,\s*"content"/gim;

function checkRoleLines(ctx: LintContext, prose: ProseSet, masked: ProseSet): void {
  if (!/:/.test(prose.text)) return;
  const lines = proseHits(prose, ROLE_LINE);
  for (const hit of lines) {
    const line = prose.text.slice(hit.from, hit.to);
    // A role line counts when the text holds two turns, or one turn that gives an order.
    const json = line.trimStart().startsWith('{');
    const turns = lines.filter((h) => itemSame(prose, h, hit)).length;
    const system = /^\s*(?:#{1,4}\s*)?system\s*:/i.test(line);
    if (!json && !(ORDER.test(masked.text.slice(hit.from, hit.to)) && (turns >= 2 || system))) continue;
    const from = hit.from + (line.length - line.trimStart().length);
    if (!alreadyReported(ctx, prose, { from, to: hit.to })) reportHits(ctx, HIDDEN_TAG, prose, [{ from, to: hit.to }]);
  }
}

function itemSame(prose: ProseSet, a: { from: number }, b: { from: number }): boolean {
  const i = (x: number) => prose.starts.filter((s) => s <= x).length;
  return i(a.from) === i(b.from);
}

/** Whether a standalone text (decoded from base64, hex...) holds an override or a concealment order. */
export function holdsInjection(text: string): boolean {
  const masked = maskQuoted(text);
  for (const [pattern, , accept] of PATTERNS) {
    if (pattern === HIDDEN_TAGS) continue;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(masked); m; m = pattern.exec(masked)) {
      if (m[0].length === 0) pattern.lastIndex++;
      else if (accept(m)) return true;
    }
  }
  return false;
}
