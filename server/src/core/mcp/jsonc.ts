// JSON with comments (JSONC, as VS Code writes `.vscode/mcp.json`): comments
// and trailing commas are blanked out (same length, so offsets in error
// messages still point at the right place), then JSON.parse does the rest.

/** Calls `visit(i)` for each index outside JSON strings; `visit` returns the next index. */
function scanOutsideStrings(text: string, visit: (i: number) => number): void {
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else {
      i = visit(i);
    }
  }
}

function blankComments(text: string): string {
  const out = text.split('');
  scanOutsideStrings(text, (i) => {
    let stop = i + 1;
    if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      stop = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      stop = end === -1 ? text.length : end + 2;
    } else {
      return stop;
    }
    for (let k = i; k < stop; k++) if (out[k] !== '\n' && out[k] !== '\r') out[k] = ' ';
    return stop;
  });
  return out.join('');
}

function blankTrailingCommas(text: string): string {
  const out = text.split('');
  scanOutsideStrings(text, (i) => {
    if (text[i] === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j])) j++;
      if (text[j] === '}' || text[j] === ']') out[i] = ' ';
    }
    return i + 1;
  });
  return out.join('');
}

export function stripJsonc(text: string): string {
  return blankTrailingCommas(blankComments(text));
}
