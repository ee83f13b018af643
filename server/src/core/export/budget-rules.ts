// The context budget's rule (budget.ts) as a registry entry. Its own module,
// without the exporters and the parser, so the registry (and the config schema
// made from it at build time) stays light.
import type { RuleMeta } from '../rules/types';

export const OVER_BUDGET_RULE = 'context/over-budget';

export const BUDGET_RULES: readonly RuleMeta[] = [
  {
    id: OVER_BUDGET_RULE,
    group: 'target',
    defaultSeverity: 'warning',
    summary: {
      en: "The tool that brings a file over the config's context budget (tokens or tools).",
      es: 'La herramienta con la que un archivo supera el presupuesto de contexto de la configuración (tokens o herramientas).',
      pt: 'A ferramenta com que um arquivo passa do orçamento de contexto da configuração (tokens ou ferramentas).',
    },
    docs: 'export.md#the-budget-in-the-editor',
  },
];
