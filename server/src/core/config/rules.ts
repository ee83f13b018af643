// The rules about configuring the other rules: the `.atdfrc` file itself and
// the inline `# atdf-disable` comments.
import type { RuleMeta } from '../rules/types';

export const CONFIG_INVALID_RULE = 'config/invalid';
export const UNUSED_SUPPRESSION_RULE = 'config/unused-suppression';

export const CONFIG_RULES: readonly RuleMeta[] = [
  {
    id: CONFIG_INVALID_RULE,
    group: 'config',
    defaultSeverity: 'error',
    docs: 'configuration.md',
    summary: {
      en: 'The .atdfrc file is not valid (unknown rule, wrong severity, bad glob...); none of it applies until it is fixed.',
      es: 'El archivo .atdfrc no es válido (regla desconocida, severidad incorrecta, glob mal formado...); no se aplica hasta corregirlo.',
      pt: 'O arquivo .atdfrc não é válido (regra desconhecida, severidade errada, glob malformado...); nada dele se aplica até ser corrigido.',
    },
  },
  {
    id: UNUSED_SUPPRESSION_RULE,
    group: 'config',
    defaultSeverity: 'warning',
    fixable: true,
    docs: 'configuration.md#inline-suppression',
    summary: {
      en: 'An "# atdf-disable..." comment that suppresses nothing (the rule does not fire there, or is unknown).',
      es: 'Un comentario "# atdf-disable..." que no suprime nada (la regla no se dispara ahí, o es desconocida).',
      pt: 'Um comentário "# atdf-disable..." que não suprime nada (a regra não dispara ali, ou é desconhecida).',
    },
  },
];
