// security/annotation-mismatch: MCP behaviour hints (kept by the importer
// under `x-mcp.annotations`) that contradict what the tool says it does:
// `readOnlyHint: true` on a tool whose name or description says it deletes,
// writes or sends; `destructiveHint: false` on one that deletes or overwrites.
// Clients skip the confirmation prompt for read-only, non-destructive tools,
// so a wrong hint lets the tool act without the user being asked.
import type { LintContext } from '../context';
import { nameWords, textWords } from '../words';

export const ANNOTATION_MISMATCH = 'security/annotation-mismatch';

/** Verbs of tools that change something. */
const CHANGES = new Set([
  'delete',
  'remove',
  'destroy',
  'drop',
  'erase',
  'purge',
  'wipe',
  'truncate',
  'kill',
  'terminate',
  'write',
  'overwrite',
  'create',
  'update',
  'edit',
  'modify',
  'patch',
  'insert',
  'append',
  'send',
  'post',
  'publish',
  'upload',
  'move',
  'rename',
  'replace',
  'execute',
  'exec',
  'install',
  'uninstall',
  'deploy',
  'transfer',
  'pay',
  'buy',
  'merge',
  'push',
  'commit',
  'revoke',
  'reset',
  'clear',
  'email',
  'save',
  'store',
  'set',
]);
/** Verbs of tools that destroy or overwrite something. */
const DESTROYS = new Set([
  'delete',
  'remove',
  'destroy',
  'drop',
  'erase',
  'purge',
  'wipe',
  'truncate',
  'overwrite',
  'kill',
  'terminate',
  'revoke',
  'uninstall',
  'reset',
  'clear',
]);

/** Verbs of tools that only look (so that `get_post` is a get, not a post). */
const LOOKS = new Set([
  'get',
  'read',
  'list',
  'search',
  'find',
  'fetch',
  'query',
  'show',
  'describe',
  'view',
  'lookup',
  'check',
  'count',
  'inspect',
  'open',
  'browse',
  'peek',
  'load',
  'download',
  'export',
  'preview',
  'validate',
  'explain',
  'summarize',
  'watch',
  'poll',
  'resolve',
  'is',
  'has',
]);

/**
 * The verb from `verbs` a tool is named or described by: the first verb of its
 * name (a looking verb first means it looks), else the first word of its description.
 */
function verbOf(ctx: LintContext, verbs: Set<string>): string | undefined {
  const { view } = ctx;
  const firstVerb = view.name ? nameWords(view.name.value).find((w) => CHANGES.has(w) || LOOKS.has(w)) : undefined;
  if (firstVerb) return verbs.has(firstVerb) ? firstVerb : undefined;
  const first = view.description ? textWords(view.description.value)[0] : undefined;
  if (first === undefined) return undefined;
  // "Deletes", "Sends", "Creates": the third person of a listed verb.
  for (const candidate of [first, first.replace(/e?s$/, ''), first.replace(/s$/, '')]) if (verbs.has(candidate)) return candidate;
  return undefined;
}

export function checkAnnotations(ctx: LintContext): void {
  const annotations = ctx.view.annotations;
  if (!annotations) return;
  const { pointer, value } = annotations;
  if (value.readOnlyHint === true) {
    const verb = verbOf(ctx, CHANGES);
    if (verb) {
      ctx.report(
        ANNOTATION_MISMATCH,
        `${pointer}/readOnlyHint`,
        ctx.valueSpan(`${pointer}/readOnlyHint`),
        { verb },
        { variant: 'readOnly' },
      );
      return;
    }
  }
  if (value.destructiveHint === false && value.readOnlyHint !== true) {
    const verb = verbOf(ctx, DESTROYS);
    if (verb) ctx.report(ANNOTATION_MISMATCH, `${pointer}/destructiveHint`, ctx.valueSpan(`${pointer}/destructiveHint`), { verb });
  }
}
