// Portuguese messages of text and parse problems (same keys as problems-en.ts).
import type { ProblemMessages } from './problems-en';

export const problemsPt: ProblemMessages = {
  'text.utf16': 'O arquivo está codificado em UTF-16; arquivos ATDF devem ser UTF-8. Salve-o como UTF-8 e tente novamente.',
  'text.invalidUtf8':
    'UTF-8 inválido no byte {byte}{more}. Arquivos ATDF devem ser texto UTF-8; é um arquivo binário? Salve-o novamente como UTF-8.',
  'text.oneMorePlace': ' (e mais 1 lugar)',
  'text.morePlaces': ' (e mais {count} lugares)',
  'text.tooLarge':
    'Arquivo grande demais para validar ao vivo ({size} MB > limite {limit} MB); aumente atdf.validation.maxFileSize para validá-lo.',
  'text.nul':
    'Este documento contém um caractere NUL (U+0000) em {here}: é um arquivo binário? Arquivos ATDF são texto UTF-8; remova o caractere.',
  'parse.yaml.tooLargeLive':
    'Este documento YAML ({size} caracteres) tem o que só o leitor geral de YAML lê (âncoras, tags, chaves duplicadas, escalares de várias linhas...), e esse leitor lê mais de {limit} caracteres devagar demais para verificá-lo enquanto você digita: o documento não é validado aqui. Execute `atdf validate` no arquivo, ou divida o documento.',
  'parse.depthLimit': 'Aninhamento com mais de {limit} níveis: o documento não é validado. Achate a estrutura.',
  'parse.duplicateKey': 'Chave duplicada "{name}" (definida primeiro na linha {relatedLine}). Mantenha apenas uma.',
  'parse.json.expected': 'Erro de sintaxe JSON: esperado {expected}, encontrado {found}.',
  'parse.json.comment': 'Erro de sintaxe JSON: JSON não permite comentários (esperado {expected}).',
  'parse.json.singleQuote': 'Erro de sintaxe JSON: strings em JSON usam aspas duplas (esperado {expected}).',
  'parse.json.unterminatedString': 'Erro de sintaxe JSON: string não terminada (esperado um " de fechamento).',
  'parse.json.unterminatedComment': 'Erro de sintaxe JSON: um comentário não está fechado (esperado */).',
  'parse.json.invalidEscape':
    'Erro de sintaxe JSON: sequência de escape inválida (esperado um de \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX).',
  'parse.json.endOfFile': 'o fim do arquivo',
  'parse.json.wantValue': 'um valor (objeto, array, string, número, true, false ou null)',
  'parse.json.wantValueNotComma': 'um valor (JSON não permite vírgula final)',
  'parse.json.wantMemberName': 'um nome de membro entre aspas duplas',
  'parse.json.wantMemberNameNotComma': 'um nome de membro (JSON não permite vírgula final)',
  'parse.json.wantColon': '\':\' depois do nome de membro "{name}"',
  'parse.json.wantCommaOrBrace': "',' ou '}' depois de um membro",
  'parse.json.wantCommaOrBracket': "',' ou ']' depois de um elemento do array",
  'parse.json.wantClosingQuote': 'um " de fechamento (caracteres de controle devem ser escapados dentro de strings)',
  'parse.json.wantEnd': 'o fim do arquivo depois do valor JSON',
  'parse.json.numberRange': 'O número {number} é grande demais para ser representado; é lido como string.',
  'parse.json.stack': 'Aninhamento profundo demais para ler: o documento não é validado. Achate a estrutura.',
  'parse.yaml.syntax': 'Erro de sintaxe YAML: {detail}',
  'parse.yaml.nestedCompact':
    'Erro de sintaxe YAML: um mapa não pode começar na mesma linha que uma chave (`a: b: c`). Coloque a chave interna em uma linha própria, mais recuada, ou ponha o valor entre aspas se ele contiver ": ".',
  'parse.yaml.keyOnOneLine':
    'Erro de sintaxe YAML: uma chave deve caber em uma linha. Falta à linha anterior seu valor ou aspas de fechamento, ou esta linha está recuada demais?',
  'parse.yaml.keyWithoutValue':
    'Erro de sintaxe YAML: esta chave não tem ":" depois dela. Adicione ": valor", ou recue a linha sob a chave a que ela pertence.',
  'parse.yaml.tabs': 'Erro de sintaxe YAML: YAML não permite tabulações como recuo; recue com espaços.',
  'parse.yaml.itemColumn': 'Erro de sintaxe YAML: todos os itens de uma lista ("- ...") devem começar na mesma coluna.',
  'parse.yaml.itemIndicator': 'Erro de sintaxe YAML: esta linha continua uma lista mas não tem "- " na frente.',
  'parse.yaml.doubleQuote': 'Erro de sintaxe YAML: uma string entre aspas duplas não está fechada: adicione o " que falta.',
  'parse.yaml.singleQuote': "Erro de sintaxe YAML: uma string entre aspas simples não está fechada: adicione o ' que falta.",
  'parse.yaml.commentSpace':
    'Erro de sintaxe YAML: coloque um espaço antes de "#" para começar um comentário (ou ponha o valor entre aspas se "#" fizer parte dele).',
  'parse.yaml.tooDeep': 'Erro de sintaxe YAML: o documento está aninhado profundo demais para ser lido.',
  'parse.yaml.stack':
    'Aninhamento profundo demais para ler: o leitor de YAML ficou sem pilha antes do limite de {limit} níveis. O documento não é validado. Achate a estrutura.',
  'parse.yaml.unknownTag': 'A tag {tag} não faz parte do esquema básico do YAML; ela é ignorada e o valor é lido como dados simples.',
  'parse.yaml.nonFiniteNumber': '{source} não é um número finito (JSON não tem infinito nem NaN); é lido como string.',
  'parse.yaml.complexKey': 'Uma coleção usada como chave de um mapa é lida como seu texto JSON; use uma chave de texto simples.',
  'parse.yaml.aliasCount':
    'Expansões de alias demais (mais de {limit}): isto parece uma bomba de alias ("billion laughs"). O documento não é validado; expanda os aliases à mão.',
  'parse.yaml.aliasNodes':
    'Os aliases se expandem para mais de {limit} nós: isto parece uma bomba de alias ("billion laughs"). O documento não é validado; expanda os aliases à mão.',
  'parse.yaml.unknownAlias':
    'O alias *{name} não se refere a nenhuma âncora &{name} definida antes dele. Defina a âncora primeiro, ou corrija o nome.',
  'parse.yaml.aliasCycle': 'O alias *{name} está dentro do nó a que se refere, o que cria uma estrutura infinita. Remova o alias.',
  'parse.yaml.merge': 'Uma chave de mesclagem "<<" deve ser seguida de um mapa, um alias de um mapa ou uma lista deles.',
  'parse.yaml.unreadable': 'Este documento YAML não pôde ser lido ({reason}). Verifique a sintaxe perto desta linha.',
  'parse.yaml.version11':
    'Este documento declara %YAML 1.1 mas é lido como YAML 1.2, como todo arquivo ATDF: yes/no/on/off são strings, não booleanos (escreva true/false), e 0777 é o número 777, não octal (escreva 0o777). Remova a diretiva quando os valores significarem o que deseja.',
};
