// Tool names: the operationId made a valid MCP name (1 to 128 of A-Z a-z 0-9 _ - .: GitHub's `repos/get-content`
// becomes `repos_get-content`), else the method and path (`get_pets_petId`); a name taken by an earlier
// operation gets `_2`, `_3`. The binding keeps the operationId, method and path, so each tool says where it came from.
import { suggestedName } from '../mcp/mcp-rules';

export function toolNames(operations: readonly { operationId?: string; method: string; path: string }[]): string[] {
  const taken = new Set<string>();
  return operations.map((op) => {
    const base = suggestedName(op.operationId !== undefined && op.operationId.trim() !== '' ? op.operationId : `${op.method}${op.path}`);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base.slice(0, 128 - String(n).length - 1)}_${n}`;
    taken.add(name);
    return name;
  });
}
