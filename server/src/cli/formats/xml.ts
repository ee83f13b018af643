// XML 1.0 escaping for the JUnit reports of `atdf validate` and `atdf test`:
// one escaper, so both reports treat hostile text (a NUL quoted from a broken
// file, a newline in a tool title) the same way.

/**
 * Characters XML 1.0 cannot hold at all (controls other than tab/LF/CR, lone
 * surrogates, U+FFFE/U+FFFF) are written as `\uXXXX`: a message may quote a
 * NUL or a broken byte of the file it is about.
 */
function xmlSafe(s: string): string {
  return s.replace(
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Text as XML character data (element content). */
export function text(s: string): string {
  return xmlSafe(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text as a double-quoted XML attribute value: line breaks and tabs as character references, so a parser keeps them. */
export function attr(s: string): string {
  return text(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}
