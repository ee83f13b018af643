// ARDF: the structure is its official schema's (checkStructure, before this). A `tool` resource is then checked
// like ATDF 1.x where its `content.data` has 1.x's shape (input names and failure codes unique); any other
// resource type gets one information finding saying it was checked against the schema only, so that a prompt or
// a policy in a folder of tools is neither silently passed over nor reported as a broken tool.
import { ARDF_TOOL_DATA, ardfToolData } from '../ardf';
import type { Finding, RuleContext } from '../finding';
import { msg, showPointer } from '../messages';
import { checkDuplicates } from './duplicates';

export function checkArdf(ctx: RuleContext): Finding[] {
  const tool = ardfToolData(ctx.doc);
  if (tool) return checkDuplicates(ctx, tool.data, ARDF_TOOL_DATA);
  const type = ctx.doc.resource_type;
  if (typeof type !== 'string') return []; // the schema's error says what resource_type must be
  return [
    {
      severity: 'information',
      pointer: '/resource_type',
      code: 'ardf/not-a-tool',
      message: msg(ctx.locale, 'ardf/not-a-tool', { at: showPointer(ctx.locale, '/resource_type'), type }),
      anchor: 'value',
      data: { pointer: '/resource_type', keyword: 'ardf/not-a-tool', resourceType: type },
    },
  ];
}
