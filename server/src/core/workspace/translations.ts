// Translated copies of one tool are not duplicates. The ATDF project keeps a
// tool's languages in separate files that share one `tool_id`
// (`hole_maker_en.json`, `hole_maker_es.json`, `hole_maker_pt.json`; or one
// folder per language, `tools/es/hole_maker.json`): its docs ask for the
// language "ideally in the file name". The duplicate-tool rule reads the same
// convention: two files are translations of each other when their paths are
// the same but for a language code, and the codes differ.
//
// The language code is an ISO 639-1 code (`es`), optionally with a region or
// script (`pt-BR`, `pt_BR`, `zh-Hant`), either
// - the last part of the file name before its extension, after `_`, `.` or `-`
//   (`hole_maker_es.json`, `send-email.pt-BR.atdf.yaml`), or
// - a whole folder name on the path (`tools/es/hole_maker.json`).

/** ISO 639-1: the two-letter language codes. */
const ISO_639_1 = new Set(
  (
    'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es ' +
    'et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj ' +
    'kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ' +
    'ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti ' +
    'tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
  ).split(' '),
);

const CODE = '([a-z]{2})(?:[-_]([A-Z]{2}|[A-Z][a-z]{3}))?';
const IN_NAME = new RegExp(`^(.+?)[._-]${CODE}$`);
const FOLDER = new RegExp(`^${CODE}$`);
const EXTENSION = /(\.atdf)?\.(ya?ml|json)$/i;

export interface TranslationKey {
  /** The path with its language code taken out: equal for the translations of one tool. */
  base: string;
  /** The language code as written (`es`, `pt-BR`). */
  language: string;
}

/** The language a file's path names, and the path without it; undefined when it names none. */
export function translationKey(path: string): TranslationKey | undefined {
  const parts = path.split(/[\\/]/);
  const name = parts[parts.length - 1];
  const stem = name.replace(EXTENSION, '');
  const inName = IN_NAME.exec(stem);
  if (inName && ISO_639_1.has(inName[2])) {
    const language = stem.slice(inName[1].length + 1);
    return { base: [...parts.slice(0, -1), inName[1]].join('/'), language };
  }
  for (let i = parts.length - 2; i >= 0; i--) {
    const folder = FOLDER.exec(parts[i]);
    if (folder && ISO_639_1.has(folder[1])) {
      return { base: [...parts.slice(0, i), '*', ...parts.slice(i + 1, -1), stem].join('/'), language: parts[i] };
    }
  }
  return undefined;
}

/** Two files are translations of one tool: the same path but for the language code, and different codes. */
export function areTranslations(a: TranslationKey | undefined, b: TranslationKey | undefined): boolean {
  return a !== undefined && b !== undefined && a.base === b.base && a.language.toLowerCase() !== b.language.toLowerCase();
}
