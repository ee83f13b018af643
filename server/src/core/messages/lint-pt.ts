// Portuguese messages of the lint rules (same keys as lint-en.ts; a missing key is a compile error).
import type { LintMessages } from './lint-en';

export const lintPt: LintMessages = {
  'lint.security/invisible-characters.summary': 'Caracteres invisíveis ou que mudam a direção do texto em um texto que um modelo lê.',
  'lint.security/invisible-characters':
    '{at}: {count} caractere(s) invisível(is) ({codes}): um modelo os lê, mas quem revisa a ferramenta não os vê.',
  'lint.security/invisible-characters.tags':
    '{at}: {count} caractere(s) de etiqueta Unicode ({codes}) que escrevem o texto oculto "{hidden}": um modelo o lê, quem revisa não vê nada.',
  'lint.security/confusable-name.summary': 'Um nome que parece ASCII mas contém letras de outra escrita.',
  'lint.security/confusable-name':
    '{at}: o nome de ferramenta "{name}" parece "{ascii}" mas contém {letters}: passa por outro nome em uma revisão ou em uma lista de permitidos.',
  'lint.security/confusable-name.input':
    '{at}: o nome de entrada "{name}" parece "{ascii}" mas contém {letters}: passa por outro nome em uma revisão.',
  'lint.security/hidden-tag.summary': 'Etiquetas como <IMPORTANT> ou <system> dirigidas ao modelo.',
  'lint.security/hidden-tag':
    '{at}: "{phrase}" fala com o modelo, não com o leitor: é assim que os ataques publicados de envenenamento de ferramentas escondem ordens em uma descrição.',
  'lint.security/instruction-override.summary': 'Texto que manda o modelo ignorar ou substituir as suas instruções.',
  'lint.security/instruction-override':
    '{at}: "{phrase}" manda o modelo pôr de lado as suas instruções: uma descrição descreve a ferramenta e não dá ordens ao modelo.',
  'lint.security/conceal-from-user.summary': 'Texto que manda o modelo esconder algo do usuário.',
  'lint.security/conceal-from-user':
    '{at}: "{phrase}" manda o modelo esconder algo do usuário: uma ferramenta honesta não tem nada a esconder de quem a usa.',
  'lint.security/sensitive-data.summary': 'Pedidos para ler ou passar segredos ou arquivos sensíveis.',
  'lint.security/sensitive-data':
    '{at}: "{phrase}" pede ao modelo que leia ou passe segredos: uma ferramenta que precisa de uma credencial a obtém da sua configuração, não do modelo.',
  'lint.security/sensitive-data.name':
    '{at}: a entrada "{phrase}" nomeia um segredo ou um arquivo sensível: um modelo preenche todos os parâmetros que recebe, por isso iria lê-lo.',
  'lint.security/exfiltration.summary': 'Texto que envia dados para um endereço escrito nele, ou os extrai codificados.',
  'lint.security/exfiltration':
    '{at}: "{phrase}" envia dados para um endereço fixo ou os esconde em um parâmetro: a ferramenta vazaria o que o modelo sabe para quem a escreveu.',
  'lint.security/hidden-tag.comment':
    '{at}: o comentário HTML "{phrase}" fala com o modelo: quem lê o texto exibido nunca o vê, um modelo o lê inteiro.',
  'lint.security/model-directive.summary': 'Texto que manda o modelo ler, repassar ou enviar o que a ferramenta não recebeu.',
  'lint.security/model-directive':
    '{at}: "{phrase}" manda o modelo obter ou entregar algo além das entradas desta ferramenta (a conversa, suas instruções, resultados de outras ferramentas, segredos, a saída de um comando): uma descrição diz o que a ferramenta faz, não manda o modelo fazer tarefas.',
  'lint.security/model-directive.encoded':
    '{at}: "{phrase}" é texto codificado ({encoding}) que decodifica em uma ordem ao modelo: quem revisa vê ruído, um modelo consegue lê-lo.',
  'lint.security/suspicious-instruction.summary':
    'Texto que um detector treinado lê como uma instrução ao modelo e não como uma descrição.',
  'lint.security/suspicious-instruction':
    '{at}: um detector treinado lê "{phrase}" como uma instrução dirigida ao modelo e não como uma descrição da ferramenta (pontuação {score} %): verifique a quem se dirige e o que pede.',
  'lint.security/preference-manipulation.summary': 'Texto que empurra o modelo a escolher esta ferramenta antes das outras.',
  'lint.security/preference-manipulation':
    '{at}: "{phrase}" empurra o modelo a escolher esta ferramenta em vez das outras em vez de dizer o que ela faz: sinais assim decidem qual ferramenta um modelo chama.',
  'lint.security/preference-manipulation.replace':
    '{at}: "{phrase}" afirma substituir outra ferramenta ou uma capacidade embutida: uma ferramenta não pode aposentar as outras, e a afirmação dirige o modelo a ela.',
  'lint.security/annotation-mismatch.summary': 'Anotações MCP que contradizem o que a ferramenta diz fazer.',
  'lint.security/annotation-mismatch.readOnly':
    '{at}: readOnlyHint é true mas a ferramenta diz que faz "{verb}": os clientes não pedem confirmação para as só de leitura, por isso agiria sem perguntar.',
  'lint.security/annotation-mismatch':
    '{at}: destructiveHint é false mas a ferramenta diz que faz "{verb}": os clientes não avisam para as não destrutivas, por isso dados poderiam ser perdidos sem perguntar.',
  'lint.quality/short-description.summary': 'Uma descrição curta demais para dizer o que a ferramenta faz.',
  'lint.quality/short-description':
    '{at}: a descrição tem {words} palavra(s), menos de {min}: poucas demais para um modelo saber o que a ferramenta faz e quando escolhê-la.',
  'lint.quality/description-repeats-name.summary': 'Uma descrição que só repete o nome da ferramenta.',
  'lint.quality/description-repeats-name':
    '{at}: a descrição só repete o nome "{name}": diga o que a ferramenta faz, com quê e o que devolve.',
  'lint.quality/long-description.summary': 'Uma descrição muito longa (contada em tokens).',
  'lint.quality/long-description':
    '{at}: a descrição tem cerca de {tokens} tokens, mais de {max}: cada pedido que oferece esta ferramenta os paga; passe os detalhes para as entradas.',
  'lint.quality/weak-when-to-use.summary': 'when_to_use em branco ou cópia da descrição.',
  'lint.quality/weak-when-to-use':
    '{at}: when_to_use repete a descrição: diga quando um modelo deve escolher esta ferramenta (e quando não), o que a descrição não diz.',
  'lint.quality/weak-when-to-use.blank': '{at}: when_to_use está em branco: diga quando um modelo deve escolher esta ferramenta.',
  'lint.quality/undocumented-input.summary': 'Uma entrada ou propriedade de esquema sem descrição.',
  'lint.quality/undocumented-input': '{at}: a entrada "{name}" não tem descrição: um modelo a preenche só pelo nome.',
  'lint.quality/undocumented-enum.summary': 'Um enum cujos valores não são explicados.',
  'lint.quality/undocumented-enum':
    '{at}: os valores de "{name}" ({values}) não são explicados: nomeie cada um na descrição para que um modelo possa escolher entre eles.',
  'lint.quality/required-input-without-example.summary': 'Uma entrada obrigatória que nenhum exemplo usa.',
  'lint.quality/required-input-without-example':
    '{at}: a entrada obrigatória "{name}" não aparece em nenhum exemplo: um exemplo é a forma mais segura de mostrar um valor correto.',
  'lint.quality/no-examples.summary': 'Nenhum exemplo de chamada (ATDF 2.x e a forma tool:).',
  'lint.quality/no-examples':
    '{at}: a ferramenta não tem exemplos: uma chamada de exemplo mostra a um modelo um uso correto melhor do que a prosa.',
  'lint.quality/no-failure-described.summary': 'Nenhuma falha ou saída de erro descrita.',
  'lint.quality/no-failure-described':
    '{at}: nenhuma falha é descrita: um modelo que não sabe como a ferramenta falha não consegue se recuperar de um erro.',
  'lint.quality/no-failure-described.tool':
    '{at}: a ferramenta não tem esquema output.error: um modelo que não sabe como a ferramenta falha não consegue se recuperar de um erro.',
  'lint.quality/undescribed-output.summary': 'Não se descreve o que um sucesso devolve.',
  'lint.quality/undescribed-output': '{at}: o que um sucesso devolve está em branco: diga o que volta para que um modelo possa usá-lo.',
  'lint.quality/undescribed-output.tool':
    '{at}: a saída de sucesso não tem descrição (nem própria nem nas suas propriedades): diga o que volta para que um modelo possa usá-lo.',
  'lint.quality/inconsistent-names.summary': 'Nomes de entradas de uma ferramenta em estilos diferentes.',
  'lint.quality/inconsistent-names':
    '{at}: "{name}" está em {style} e as outras entradas em {dominant} (p. ex. "{example}"): um modelo copia um estilo e escreve mal os outros.',
  'lint.quality/inconsistent-tool-names.summary': 'Nomes de ferramentas do espaço de trabalho em estilos diferentes.',
  'lint.quality/inconsistent-tool-names':
    '{at}: o nome de ferramenta "{name}" está em {style} e a maioria das ferramentas do espaço de trabalho em {dominant} (p. ex. "{example}"): um modelo que vê um estilo adivinha mal os outros.',
  'lint.quality/placeholder-text.summary': 'Texto provisório esquecido (TODO, TBD, lorem ipsum).',
  'lint.quality/placeholder-text': '{at}: "{phrase}" é texto provisório: um modelo o lê como a documentação da ferramenta.',
  'lint.quality/generated-text.summary':
    'Uma frase que um importador do atdf escreveu onde a sua fonte não dizia nada, ainda não reescrita pelo autor.',
  'lint.quality/generated-text':
    '{at}: esta frase foi gerada por um importador do atdf e nunca reescrita: substitua-a pelo que a ferramenta realmente faz.',
  'lint.security/tool-shadowing.summary': 'Uma descrição que dá instruções sobre outra ferramenta do espaço de trabalho.',
  'lint.security/tool-shadowing':
    '{at}: "{phrase}" dá ordens sobre outra ferramenta ("{tool}"): uma descrição que dirige outras ferramentas pode sequestrá-las (tool shadowing).',
  'lint.security/tool-shadowing.related': 'a definição de "{tool}"',
  'lint.security/tool-changed.summary': 'Uma ferramenta cuja descrição ou esquemas mudaram desde `atdf pin`.',
  'lint.security/tool-changed':
    '{at}: a ferramenta "{name}" mudou desde que foi fixada ({what}): reveja a mudança e execute atdf pin de novo para aceitá-la.',
  'lint.security/tool-changed.new':
    '{at}: a ferramenta "{name}" não está no arquivo de bloqueio: reveja-a e execute atdf pin para aceitá-la.',
  'lint.action.deleteInvisible': 'Apagar os caracteres invisíveis',
  'lint.action.useAscii': 'Renomear para "{value}" (letras ASCII)',
};
