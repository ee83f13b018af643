// A cheap, conservative estimate of a YAML text's nesting depth, run before
// the text is handed to the yaml package: its composer recurses once per level
// and gives up with a stack overflow near 800 levels, so 20,000 levels of `[`
// or `- - - ...` must be stopped here, in linear time, with a clear error.
// The estimate is an upper bound of the real depth on ordinary YAML (it may
// count a multi-line plain scalar's continuation lines as a level), so only
// documents near the limit can be refused by it.

/** Offset where the estimated depth first exceeds `limit`, or -1. */
export function findExcessiveYamlDepth(text: string, start: number, end: number, limit: number): number {
  const indents: number[] = [];
  let flow = 0;
  let quote = 0; // 34 " or 39 ' while inside a multi-line quoted scalar
  let blockScalarParent = -1; // indent of the line that opened a `|` / `>` scalar
  let ls = start;
  while (ls < end) {
    let le = ls;
    while (le < end && text.charCodeAt(le) !== 10 && text.charCodeAt(le) !== 13) le++;
    let i = ls;
    while (i < le && text.charCodeAt(i) === 32) i++;
    const indent = i - ls;
    const blank = i === le;
    if (blockScalarParent >= 0 && (blank || indent > blockScalarParent)) {
      ls = nextLine(text, le, end);
      continue;
    }
    blockScalarParent = -1;
    if (!blank && quote === 0 && flow === 0 && text.charCodeAt(i) !== 35) {
      while (indents.length > 0 && indents[indents.length - 1] >= indent) indents.pop();
      indents.push(indent);
      // Each more-indented line opens at most one level (indented block mappings, `key:` lines, have no indicator to count).
      if (indents.length > limit) return i;
    }
    let compact = 0;
    let valueStart = quote === 0 && flow === 0;
    while (i < le) {
      const c = text.charCodeAt(i);
      if (quote !== 0) {
        if (c === 92 && quote === 34) {
          i += 2;
          continue;
        }
        if (c === quote) {
          if (quote === 39 && text.charCodeAt(i + 1) === 39) {
            i += 2;
            continue;
          }
          quote = 0;
        }
        i++;
        continue;
      }
      if (flow > 0) {
        if (c === 91 || c === 123) {
          flow++;
          if (indents.length + compact + flow > limit) return i;
        } else if (c === 93 || c === 125) {
          flow = Math.max(0, flow - 1);
        } else if ((c === 34 || c === 39) && opensScalar(text, i, ls)) quote = c;
        else if (c === 35 && (i === ls || isSpace(text.charCodeAt(i - 1)))) break;
        i++;
        continue;
      }
      // Block context.
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      if (c === 35 && (i === ls || isSpace(text.charCodeAt(i - 1)))) break;
      if (valueStart) {
        if ((c === 45 || c === 63 || c === 58) && (i + 1 >= le || isSpace(text.charCodeAt(i + 1)))) {
          if (c !== 58) compact++;
          if (indents.length + compact > limit) return i;
          i += 2;
          continue;
        }
        if (c === 91 || c === 123) {
          flow = 1;
          if (indents.length + compact + flow > limit) return i;
          i++;
          continue;
        }
        if (c === 34 || c === 39) {
          quote = c;
          i++;
          continue;
        }
        if (c === 124 || c === 62) {
          blockScalarParent = indent;
          break;
        }
        if (c === 38 || c === 33) {
          while (i < le && !isSpace(text.charCodeAt(i))) i++;
          continue;
        }
      }
      // A plain scalar (or key): runs to ": " (then a value follows) or " #".
      valueStart = false;
      while (i < le) {
        const d = text.charCodeAt(i);
        if (d === 58 && (i + 1 >= le || isSpace(text.charCodeAt(i + 1)))) {
          i++;
          valueStart = true;
          break;
        }
        if (d === 35 && isSpace(text.charCodeAt(i - 1))) {
          i = le;
          break;
        }
        i++;
      }
    }
    ls = nextLine(text, le, end);
  }
  return -1;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9;
}

/** In flow context, a quote opens a scalar only at the start of one. */
function opensScalar(text: string, i: number, ls: number): boolean {
  for (let k = i - 1; k >= ls; k--) {
    const c = text.charCodeAt(k);
    if (c === 32 || c === 9) continue;
    return c === 91 || c === 123 || c === 44 || c === 58;
  }
  return true;
}

function nextLine(text: string, le: number, end: number): number {
  if (le >= end) return end;
  return text.charCodeAt(le) === 13 && text.charCodeAt(le + 1) === 10 ? le + 2 : le + 1;
}
