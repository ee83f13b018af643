// What the detector scores in one string value: each sentence of the text as a
// model reads it (unicode.ts's reading: invisible and tag characters dropped,
// lookalike letters made ASCII, NFKC compatibility forms, leetspeak and spaced
// letters joined), and each encoded run (base64, hex, URL-encoding, rot13)
// decoded, and each run of Unicode tag characters read as the ASCII it spells. Each unit keeps the range of the original string it came from, so
// a finding can point at the sentence that scored highest.
import { encodedRuns } from '../decode';
import { sentences } from '../phrases';
import { matchText, originalRange, tagText } from '../unicode';

export interface DetectorUnit {
  /** The normalised text scored. */
  text: string;
  /** [from, to) of the original string. */
  from: number;
  to: number;
}

/** Sentences shorter than this (after trimming) carry too little to score ("Optional.", "Default: 10."). */
const SHORTEST = 12;
/**
 * ...and a sentence of fewer words than this: a short phrase ("The text to translate.") gives a few features a large
 * say, and the model read such phrases as orders; an order to the model takes more words than that.
 */
const FEWEST_WORDS = 5;
/** Han, kana and Hangul: no spaces, so characters are counted instead (two to a word). */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;

function enoughWords(text: string): boolean {
  const words = text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  if (words >= FEWEST_WORDS) return true;
  return (text.match(CJK)?.length ?? 0) >= 2 * FEWEST_WORDS;
}

export function detectorUnits(value: string): DetectorUnit[] {
  const units: DetectorUnit[] = [];
  const read = matchText(value, true);
  for (const s of sentences(read.text)) {
    const text = read.text.slice(s.from, s.to).trim();
    if (text.length < SHORTEST || !enoughWords(text)) continue;
    const [from, to] = originalRange(value, read, s.from, s.to);
    units.push({ text, from, to });
  }
  for (const run of encodedRuns(value)) {
    const text = matchText(run.decoded, true).text.trim();
    if (text.length >= SHORTEST && enoughWords(text)) units.push({ text, from: run.from, to: run.to });
  }
  // ASCII smuggled in Unicode tag characters: the reading drops them, a model may read what they spell.
  if (value.includes('\udb40')) {
    TAGS.lastIndex = 0;
    for (let m = TAGS.exec(value); m; m = TAGS.exec(value)) {
      const text = tagText(m[0]).trim();
      if (text.length >= SHORTEST && enoughWords(text)) units.push({ text, from: m.index, to: m.index + m[0].length });
    }
  }
  return units;
}

/** A run of tag characters (U+E0020..U+E007E, written as surrogate pairs). */
const TAGS = /(?:\udb40[\udc20-\udc7e])+/g;
