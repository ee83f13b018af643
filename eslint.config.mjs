// ESLint (flat config): typescript-eslint's recommended rules on every
// TypeScript and JavaScript file we write. Formatting is Prettier's job
// (`npm run format`), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'server/dist/',
      'library/dist/',
      '.e2e/',
      'bench/node_modules/',
      'test/vendor/',
      '.bench-tmp/',
      '.scratch/',
      'tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Control characters are what the hostile-input code looks for.
      'no-control-regex': 'off',
    },
  },
  {
    // Scripts run by Node directly as CommonJS.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The extension-host suite runs in VS Code with mocha's globals.
    files: ['test/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.mocha } },
  },
);
