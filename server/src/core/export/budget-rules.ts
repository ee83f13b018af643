// The context budget's rule (budget.ts) as a registry entry. Its own module,
// without the exporters and the parser, so the registry (and the config schema
// made from it at build time) stays light.
import type { RuleMeta } from '../rules/types';

export const OVER_BUDGET_RULE = 'context/over-budget';
export const CATALOG_OVER_BUDGET_RULE = 'context/catalog-over-budget';

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
  {
    id: CATALOG_OVER_BUDGET_RULE,
    group: 'target',
    defaultSeverity: 'warning',
    summary: {
      en: "The tool that brings the catalog under a config (all its files, in path order) over the config's context budget.",
      es: 'La herramienta con la que el catálogo de una configuración (todos sus archivos, en orden de ruta) supera su presupuesto de contexto.',
      pt: 'A ferramenta com que o catálogo de uma configuração (todos os seus arquivos, em ordem de caminho) passa do seu orçamento de contexto.',
    },
    docs: 'export.md#the-budget-of-a-catalog',
  },
];
