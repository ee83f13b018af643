// Strings cut from a file's text that do not keep the whole text alive.

/**
 * A copy of `s` that shares nothing with the string it was cut from. V8
 * returns a slice of 13 or more characters as a view that keeps its whole
 * parent alive, and parsed values outlive their text: an edited stream keeps
 * the documents it did not touch, parsed from older versions of the file, so
 * each edited document would pin a full copy of the file as it was (200 edits
 * in different tools of a 1000-tool catalog: +265 MB of heap). Concatenation
 * then slice forces a flat copy of just this string.
 */
export function ownString(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}
