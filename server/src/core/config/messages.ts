// Messages about the config file and the inline suppression comments, in
// English, Spanish and Portuguese. Each names the place it is about ({at}).
import { fillTemplate } from '../messages/fill';
import type { Locale } from '../locale';

const en = {
  'glob.empty': '{at}: an empty pattern matches nothing',
  'glob.negated': '{at}: negated patterns ("!...") are not supported; list what to ignore instead',
  'glob.absolute': '{at}: the pattern must be relative to the folder of the config file',
  'glob.parent': '{at}: the pattern must not leave the folder of the config file ("..")',
  'glob.trailing-escape': '{at}: the pattern ends with a lone "\\"',
  'glob.reversed-range': '{at}: the range "{detail}" in "[...]" is reversed',
  'glob.unclosed-class': '{at}: a "[" is not closed by "]"',
  'glob.unbalanced-brace': '{at}: "{" and "}" do not pair up',
  'glob.too-many': '{at}: the pattern expands to more than {detail} alternatives',
  'config.multi-document': 'a config file holds one YAML document; this one has {count}',
  'config.two-files': 'two config files in one folder ({names}): keep one',
  'config.unreadable': 'cannot read the config file ({reason})',
  'config.not-applied': ' (this config is not applied until it is fixed)',
  'config.unknown-rule': '{at}: "{name}" is neither a rule nor a group{hint} (the rules are listed in docs/rules.md)',
  'config.no-settings': '{at}: the rule "{name}" takes no settings (or is unknown){hint}',
  'suppress.unused': '"{directive}" suppresses nothing: {rule} is not reported here',
  'suppress.unused-all': '"{directive}" suppresses nothing here',
  'suppress.unknown': '"{directive}": unknown rule "{rule}"{hint}',
  'suppress.unknown-hint': '; did you mean "{suggestion}"?',
  'suppress.enable-unused': '"{directive}" has no "atdf-disable" before it',
};

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'glob.empty': '{at}: un patrón vacío no coincide con nada',
  'glob.negated': '{at}: los patrones negados ("!...") no se admiten; enumere lo que hay que ignorar',
  'glob.absolute': '{at}: el patrón debe ser relativo a la carpeta del archivo de configuración',
  'glob.parent': '{at}: el patrón no debe salir de la carpeta del archivo de configuración ("..")',
  'glob.trailing-escape': '{at}: el patrón termina con un "\\" suelto',
  'glob.reversed-range': '{at}: el rango "{detail}" en "[...]" está invertido',
  'glob.unclosed-class': '{at}: un "[" no se cierra con "]"',
  'glob.unbalanced-brace': '{at}: "{" y "}" no están emparejados',
  'glob.too-many': '{at}: el patrón se expande a más de {detail} alternativas',
  'config.multi-document': 'un archivo de configuración contiene un documento YAML; este tiene {count}',
  'config.two-files': 'dos archivos de configuración en una carpeta ({names}): deje uno',
  'config.unreadable': 'no se puede leer el archivo de configuración ({reason})',
  'config.not-applied': ' (esta configuración no se aplica hasta que se corrija)',
  'config.unknown-rule': '{at}: "{name}" no es una regla ni un grupo{hint} (las reglas se enumeran en docs/rules.md)',
  'config.no-settings': '{at}: la regla "{name}" no admite ajustes (o es desconocida){hint}',
  'suppress.unused': '"{directive}" no suprime nada: {rule} no se informa aquí',
  'suppress.unused-all': '"{directive}" no suprime nada aquí',
  'suppress.unknown': '"{directive}": regla desconocida "{rule}"{hint}',
  'suppress.unknown-hint': '; ¿quería decir "{suggestion}"?',
  'suppress.enable-unused': '"{directive}" no tiene un "atdf-disable" antes',
};

const pt: Catalog = {
  'glob.empty': '{at}: um padrão vazio não corresponde a nada',
  'glob.negated': '{at}: padrões negados ("!...") não são suportados; liste o que ignorar',
  'glob.absolute': '{at}: o padrão deve ser relativo à pasta do arquivo de configuração',
  'glob.parent': '{at}: o padrão não deve sair da pasta do arquivo de configuração ("..")',
  'glob.trailing-escape': '{at}: o padrão termina com um "\\" solto',
  'glob.reversed-range': '{at}: o intervalo "{detail}" em "[...]" está invertido',
  'glob.unclosed-class': '{at}: um "[" não é fechado por "]"',
  'glob.unbalanced-brace': '{at}: "{" e "}" não formam pares',
  'glob.too-many': '{at}: o padrão se expande para mais de {detail} alternativas',
  'config.multi-document': 'um arquivo de configuração contém um documento YAML; este tem {count}',
  'config.two-files': 'dois arquivos de configuração em uma pasta ({names}): mantenha um',
  'config.unreadable': 'não é possível ler o arquivo de configuração ({reason})',
  'config.not-applied': ' (esta configuração não é aplicada até ser corrigida)',
  'config.unknown-rule': '{at}: "{name}" não é uma regra nem um grupo{hint} (as regras estão listadas em docs/rules.md)',
  'config.no-settings': '{at}: a regra "{name}" não aceita configurações (ou é desconhecida){hint}',
  'suppress.unused': '"{directive}" não suprime nada: {rule} não é reportada aqui',
  'suppress.unused-all': '"{directive}" não suprime nada aqui',
  'suppress.unknown': '"{directive}": regra desconhecida "{rule}"{hint}',
  'suppress.unknown-hint': '; você quis dizer "{suggestion}"?',
  'suppress.enable-unused': '"{directive}" não tem um "atdf-disable" antes',
};

export type ConfigMessageId = keyof typeof en;

const CATALOGS: Record<Locale, Catalog> = { en, es, pt };

export function configMsg(locale: Locale, id: ConfigMessageId, params: Record<string, unknown> = {}): string {
  return fillTemplate(CATALOGS[locale][id], params);
}
