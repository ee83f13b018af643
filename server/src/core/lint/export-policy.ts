// Which diagnostics keep a file from being exported to MCP (`atdf export-mcp`,
// the editor's "Copy as MCP Tool JSON"). An MCP client hands an exported
// tool's description to a model as it is: a security finding of severity
// error (hidden instructions, invisible characters, a request for secrets)
// would ship the attack, so it blocks the export as an ATDF error does, unless
// the user overrides it; a quality finding makes a tool harder to pick, not
// unsafe, so it never blocks.
import type { Diagnostic } from '../types';
import { LINT_RULE_BY_ID } from './rules';

/** Why a diagnostic blocks the export: the file is not valid ATDF, or a security finding; undefined when it does not. */
export type ExportBlock = 'invalid' | 'security';

export function exportBlock(diagnostic: Diagnostic): ExportBlock | undefined {
  if (diagnostic.severity !== 'error') return undefined;
  const group = LINT_RULE_BY_ID.get(diagnostic.code)?.group;
  if (group === undefined) return 'invalid';
  return group === 'security' ? 'security' : undefined;
}
