// The o200k_base tokenizer for the web worker server (dist/web/tokenizer.js, a
// script that sets the global `atdfTokenizer`): web-host.ts loads it with
// `importScripts` on the first count. Apart from the server bundle because its
// merge table is most of its 2 MB; Node's is tokens/tokenizer.ts.
export { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
