// security/tool-changed: the tools of a validated file compared with the
// lockfile of `atdf pin`. A tool whose pinned parts changed, or that was never
// pinned, gets one finding at its name, as a Diagnostic like any other (so
// every output format of `atdf validate --locked` reports it).
import { locateValue } from '../parse/locate';
import { lineIndexOf } from '../parse/index';
import type { Locale } from '../locale';
import type { FileReport } from '../report';
import type { Diagnostic } from '../types';
import { toLintDiagnostic } from './diagnostics';
import { changedParts, pinTool, type Lockfile } from './pin';
import { TOOL_CHANGED } from './rules';

export function checkAgainstLock(report: FileReport, lock: Lockfile, locale: Locale = 'en'): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const doc of report.documents) {
    const parsed = report.parsed.documents[doc.index];
    if (doc.dialect === null || doc.toolName === undefined || doc.toolNamePointer === undefined || !parsed || parsed.unusable) continue;
    const pinned = Object.prototype.hasOwnProperty.call(lock.tools, doc.toolName) ? lock.tools[doc.toolName] : undefined;
    const changed = pinned ? changedParts(pinned, pinTool(parsed.value, doc.dialect)) : [];
    if (pinned && changed.length === 0) continue;
    const finding = {
      rule: TOOL_CHANGED,
      variant: pinned ? undefined : 'new',
      pointer: doc.toolNamePointer,
      span: locateValue(parsed, doc.toolNamePointer),
      args: { name: doc.toolName, what: changed.join(', ') },
    };
    out.push(toLintDiagnostic(finding, doc.index, lineIndexOf(report.parsed), locale));
  }
  return out;
}
