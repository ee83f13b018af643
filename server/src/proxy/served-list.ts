// The tools the proxy serves, decided once at its start (and named on stderr
// and in the log when one is left out): each upstream tool, in the upstream's
// order, as its ATDF file describes it. Left out in enforce mode: a tool no
// ATDF file describes (unless --allow-undescribed), a tool changed since
// `atdf pin` (with --lockfile), a tool whose server definition drifted from
// the one its file was made from. Always left out: an ATDF tool the server
// lacks (there is nothing to call). In report mode the first three are served
// and logged.
import type { McpTool } from '../core/index';
import type { Catalog, CatalogTool } from './catalog';
import { driftOf } from './drift';
import type { ProxyMode } from './types';

export interface ServedList {
  /** The tools/list entries. */
  tools: McpTool[];
  names: Set<string>;
  /** The served tools that an ATDF file describes (calls to them are checked). */
  described: Map<string, CatalogTool>;
  /** One per tool left out or served with a problem: `reason` is a phrase, `served` what was done. */
  notes: { tool: string; reason: 'undescribed' | 'not-upstream' | 'pin-changed' | 'drift'; detail: string; served: boolean }[];
}

export function servedList(
  upstreamTools: readonly McpTool[],
  catalog: Catalog,
  options: { mode: ProxyMode; allowUndescribed: boolean },
): ServedList {
  const list: ServedList = { tools: [], names: new Set(), described: new Map(), notes: [] };
  const enforce = options.mode === 'enforce';
  for (const upstream of upstreamTools) {
    const tool = catalog.tools.get(upstream.name);
    if (!tool) {
      const served = !enforce || options.allowUndescribed;
      list.notes.push({ tool: upstream.name, reason: 'undescribed', detail: 'no ATDF file describes it', served });
      if (served) {
        list.tools.push(upstream);
        list.names.add(upstream.name);
      }
      continue;
    }
    let served = true;
    if (tool.changedSincePin !== undefined) {
      list.notes.push({ tool: tool.name, reason: 'pin-changed', detail: `${tool.file}: ${tool.changedSincePin}`, served: !enforce });
      served &&= !enforce;
    }
    const drift = driftOf(tool, upstream);
    if (drift.length > 0) {
      list.notes.push({
        tool: tool.name,
        reason: 'drift',
        detail: `the server's definition differs from ${tool.file}'s: ${drift.join('; ')}`,
        served: !enforce,
      });
      served &&= !enforce;
    }
    if (!served) continue;
    list.tools.push(tool.served);
    list.names.add(tool.name);
    list.described.set(tool.name, tool);
  }
  const upstreamNames = new Set(upstreamTools.map((t) => t.name));
  for (const tool of catalog.tools.values()) {
    if (!upstreamNames.has(tool.name))
      list.notes.push({
        tool: tool.name,
        reason: 'not-upstream',
        detail: `${tool.file}: the server has no tool of that name`,
        served: false,
      });
  }
  return list;
}
