// Portuguese server messages (same keys as en.ts).
import type { Messages } from './en';
import { contractPt } from './contract-pt';
import { problemsPt } from './problems-pt';

export const pt: Messages = {
  ...problemsPt,
  ...contractPt,
  'dialect.tool': 'forma tool:',
  'dialect.atdf-1': 'ATDF 1.x',
  'dialect.atdf-2': 'ATDF 2.x',
  'pointer.root': 'a raiz do documento',
  'pointer.at': 'em {pointer}',
  'diagnostic.tooLarge':
    'Este arquivo tem {size} bytes, mais que atdf.validation.maxFileSize ({limit} bytes): grande demais para validar ao vivo. Execute `atdf validate` nele, ou aumente a configuração.',
  'diagnostic.validatorFailed':
    'O validador ATDF falhou neste arquivo ({error}). Os outros arquivos não são afetados; por favor, relate o problema com o arquivo.',
  'action.addMember': 'Adicionar o membro ausente "{name}"',
  'action.addAllMembers': 'Adicionar os {count} membros ausentes de {pointer}',
  'action.addInput': 'Adicionar a entrada ausente "{name}" a este exemplo',
  'action.replaceValue': 'Substituir por {value}',
  'action.renameKey': 'Renomear "{from}" para "{to}"',
  'action.setSchemaVersion': 'Definir schema_version: "2.0.0"',
  'completion.key': 'chave ATDF',
  'completion.exampleInput': 'entrada desta ferramenta',
  'completion.value': 'valor permitido',
  'completion.schemaKeyword': 'palavra-chave do JSON Schema',
  'completion.required': 'obrigatório',
  'hover.type': 'Tipo',
  'hover.required': 'obrigatório',
  'hover.optional': 'opcional',
  'hover.allowed': 'Valores permitidos',
  'hover.declaredSchema': 'Esquema declarado da entrada "{name}"',
  'hover.declaredAt': 'declarado em {pointer}',
  'symbol.inputs': 'entradas',
  'symbol.outputs': 'saídas',
  'symbol.success': 'sucesso',
  'symbol.error': 'erro',
  'symbol.failures': 'códigos de falha',
  'symbol.examples': 'exemplos',
  'symbol.example': 'exemplo {n}',
  'symbol.unnamed': '(ferramenta sem nome)',
  'log.featureFailed': 'Servidor ATDF: {feature} falhou para {uri}: {error}',
  'log.scanFailed': 'Servidor ATDF: não foi possível indexar {path}: {error}',
  'mcp.requestFailed': 'O servidor de linguagem ATDF falhou nesta solicitação; os detalhes estão na saída "ATDF Language Server".',
};
