// Portuguese messages of `atdf test` (same keys as contract-en.ts).
import type { ContractMessages } from './contract-en';

export const contractPt: ContractMessages = {
  'contract.failureDiffers': 'A chamada foi recusada com a falha {actual}; o exemplo espera {expected}.',
  'contract.inputValid':
    'O exemplo está marcado invalid_input, mas a sua entrada corresponde ao esquema de entrada da ferramenta: não mostraria uma chamada recusada (a ferramenta não foi chamada); quebre a entrada como pretendido, ou remova invalid_input.',
  'contract.inputInvalid':
    'A entrada do exemplo não corresponde ao esquema de entrada da ferramenta em {at}: {detail} (a ferramenta não foi chamada).',
  'contract.toolMissing': 'O servidor não tem nenhuma ferramenta chamada "{name}" (tem: {names}).',
  'contract.expectedSuccess': 'Esperava-se sucesso, mas a ferramenta retornou um erro: {text}',
  'contract.expectedError': 'Esperava-se um erro{code}, mas a ferramenta teve sucesso: {text}',
  'contract.badResult': 'O servidor respondeu a tools/call com algo que não é um resultado de ferramenta ({detail}).',
  'contract.structuredMissing': 'A ferramenta declara um esquema de saída, mas seu resultado não tem structuredContent.',
  'contract.structuredInvalid': 'structuredContent não corresponde ao esquema de saída em {at}: {detail}',
  'contract.outputMissing': 'Esperava-se {expected} em {at}; o resultado não tem esse membro.',
  'contract.outputExtra': 'O resultado tem {actual} em {at}, que o exemplo não lista.',
  'contract.outputDiffers': 'Esperava-se {expected} em {at}, o resultado tem {actual}.',
  'contract.textMissing': 'O texto do resultado não contém "{fragment}", que expected_result cita; o texto era {actual}.',
  'contract.textDiffers': 'Esperava-se o texto {expected} (expected_result), o texto foi {actual}.',
  'contract.valueMissing': 'O texto do resultado não contém {fragment}, que expected_result diz; o texto era {actual}.',
  'contract.notCompared':
    'Não comparado: expected_result é prosa sem nada a comparar (nem resposta literal, nem fragmento entre aspas, nem número ou nome que a entrada não dê); cite o que o resultado deve conter, p. ex. "...". O resultado foi {actual}.',
  'contract.rpcError': 'tools/call falhou com o erro JSON-RPC {code}: {detail}',
  'contract.timeout': 'Sem resposta em {ms} ms; o servidor foi parado.',
  'contract.serverGone': 'O servidor terminou durante esta chamada{hint}.',
  'contract.notRun': 'Não executado: {reason}',
  'contract.reasonTimeout': 'o servidor foi parado depois que o exemplo {example} ficou sem resposta.',
  'contract.reasonGone': 'o servidor terminou durante o exemplo {example}.',
  'contract.resultRoot': 'o resultado inteiro',
  'contract.noText': '(sem texto)',
  'contract.generatedRpcError':
    'Uma entrada válida recebeu o erro JSON-RPC {code} ({detail}); uma entrada que o esquema aceita deve receber um resultado de ferramenta.',
  'contract.generatedWrongError':
    'Uma entrada inválida recebeu o erro JSON-RPC {code} ({detail}), nem um resultado de erro (isError) nem parâmetros inválidos (-32602).',
  'contract.generatedAccepted':
    'Uma entrada que viola {keyword} em {at} foi aceita: a ferramenta teve sucesso ({text}); deveria devolver um resultado de erro (isError) ou parâmetros inválidos (-32602).',
};
