// The o200k_base tokenizer (GPT-4o and later OpenAI models), gpt-tokenizer's
// pure-JavaScript port of tiktoken. Its merge table makes this bundle
// (dist/tokenizer.js) about 2.5 MB: load-tokenizer.ts loads it on first use
// only, so neither the CLI's other commands nor the language server pay for it.
export { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
