// Words of names and sentences, as the quality and annotation rules compare
// them: `readFile`, `read_file`, `read-file` and `read.file` are all "read file".

/** The words of an identifier, lowercased (camelCase, snake_case, kebab-case, dots, spaces). */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** The words of a text, lowercased (letters and digits of any script). */
export function textWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/** The same word up to an inflection: "gets" ~ "get", "files" ~ "file", "echoes" ~ "echo", "lists" ~ "list". */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short) && long.length - short.length <= 2;
}

/** The first `max` words of a text (a long text is not split whole to learn that it has many). */
export function firstWords(text: string, max: number): string[] {
  const out: string[] = [];
  const word = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;
  for (let m = word.exec(text); m && out.length < max; m = word.exec(text)) out.push(m[0].toLowerCase());
  return out;
}
