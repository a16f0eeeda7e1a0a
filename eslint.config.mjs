// `npm run lint`, part of `npm test`: typescript-eslint's recommended rules on the whole tree,
// and the rules of hooks in the console.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // What .gitignore leaves out, and the fixture that breaks the dependency rules on purpose.
    ignores: ['**/node_modules/', '**/dist/', '**/.tna/', 'coverage/', 'deploy/local/.kafka/', 'deploy/local/.cache/', 'tests/.reports/', 'tests/fixtures/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { photo: _dropped, ...others } = errors` is how the code omits a key.
      // A parameter a signature needs but the body does not use says so with a leading underscore.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    // Node scripts outside the TypeScript build are CommonJS.
    files: ['**/*.cjs', 'deploy/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks only: the plugin's other recommended rules are for code built with the
    // React Compiler, which the console does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
