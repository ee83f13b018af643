// Descriptions written in HTML (AWS's `<p>`, `<code>`, `<important>`; many generated specs) -> Markdown, which
// MCP clients, ATDF and the lint read: tags become their Markdown forms, AWS's admonitions a bold label, other
// known tags are dropped, entities decoded. A text with no known tag is left as written: `<your_key>` or
// `<owner>` in prose are placeholders, not HTML.
const KNOWN_TAG =
  /<\/?(?:p|br|b|strong|i|em|code|a|ul|ol|li|important|note|warning|tip|div|span|pre|h[1-6]|dl|dt|dd|table|thead|tbody|tr|td|th|para|fullname|u|sup|sub|hr|blockquote)\b[^<>]*>/i;

const ADMONITIONS: Record<string, string> = { important: 'Important', note: 'Note', warning: 'Warning', tip: 'Tip' };
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

export function looksLikeHtml(text: string): boolean {
  return KNOWN_TAG.test(text);
}

export function htmlToMarkdown(text: string): string {
  if (!looksLikeHtml(text)) return text;
  const md = text
    .replace(/<a\b[^<>]*?\bhref\s*=\s*["']([^"']*)["'][^<>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, label: string) =>
      label.trim() === '' ? href : `[${label.trim()}](${href})`,
    )
    .replace(
      /<pre\b[^<>]*>([\s\S]*?)<\/pre\s*>/gi,
      (_, code: string) => `\n\n\`\`\`\n${code.replace(/<\/?code\b[^<>]*>/gi, '')}\n\`\`\`\n\n`,
    )
    .replace(/<(important|note|warning|tip)\b[^<>]*>/gi, (_, tag: string) => `\n\n**${ADMONITIONS[tag.toLowerCase()]}:** `)
    .replace(/<\/(important|note|warning|tip)\s*>/gi, '\n\n')
    .replace(/<h([1-6])\b[^<>]*>/gi, (_, level: string) => `\n\n${'#'.repeat(Math.max(3, Number(level)))} `)
    .replace(/<\/h[1-6]\s*>/gi, '\n\n')
    .replace(/<\/?(?:b|strong)\b[^<>]*>/gi, '**')
    .replace(/<\/?(?:i|em)\b[^<>]*>/gi, '_')
    .replace(/<\/?code\b[^<>]*>/gi, '`')
    .replace(/<li\b[^<>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(?:p|div|ul|ol|dl|dt|dd|table|thead|tbody|tr|blockquote|hr)\b[^<>]*>/gi, '\n\n')
    .replace(/<\/?(?:li|span|td|th|para|fullname|u|sup|sub)\b[^<>]*>/gi, '')
    .replace(/&(lt|gt|amp|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/&#(\d{1,7});/g, (entity: string, code: string) => (Number(code) <= 0x10ffff ? String.fromCodePoint(Number(code)) : entity))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+(?!- )/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/(\*\*(?:Important|Note|Warning|Tip):\*\*)\s+/g, '$1 ');
  return md.trim();
}
