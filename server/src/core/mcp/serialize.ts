// AtdfDraft -> YAML text: the header comment, the review comments right above
// the generated sentences, keys in the draft's order (see yaml-emit.ts for why
// this does not go through the yaml package's Document API).
import type { AtdfDraft } from './to-atdf';
import { emitYaml } from './yaml-emit';

export function draftToYaml(draft: AtdfDraft): string {
  const comments = new Map(draft.comments.map((c) => [c.path.join('\u0000'), c.text]));
  // Comments sit near the root: deeper paths are not even looked up.
  const maxDepth = Math.max(0, ...draft.comments.map((c) => c.path.length));
  const lookup = (path: readonly (string | number)[]) => (path.length > maxDepth ? undefined : comments.get(path.join('\u0000')));
  return emitYaml(draft.value, draft.header, lookup);
}
