// --include/--exclude globs: `*` within one path segment, `**` across segments, `?` one character.
export function globMatcher(glob: string): (text: string) => boolean {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (ch === '*') source += '[^/]*';
    else if (ch === '?') source += '[^/]';
    else source += ch.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  const re = new RegExp(`^${source}$`);
  return (text) => re.test(text);
}
