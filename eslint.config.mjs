// Lint rules, including the architecture's import boundaries (docs/CONVENTIONS.md draws the layers):
// only src/main/electron imports electron (plus the preload), src/shared imports neither Node nor the DOM
// world, and the renderer never imports main. Outside src/shared, src/shared is imported as `@shared/...`.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jestPlugin from 'eslint-plugin-jest';

/** One spelling for src/shared everywhere in src: a relative path to it changes whenever a file moves. */
const sharedByAlias = { regex: '^(\\.\\./)+shared/', message: 'Import src/shared as @shared/... (tsconfig.base.json paths).' };

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'net', 'url', 'util', 'stream'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'release/**', 'coverage/**', 'tests/support/style-stub.js', 'tests/fixtures/lint/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'Only src/main/electron/ may import electron.' }], patterns: [sharedByAlias] },
      ],
    },
  },
  {
    files: ['src/main/electron/**/*.ts', 'src/preload/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedByAlias] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src/shared runs anywhere: no electron.' }],
          patterns: [
            { group: nodeBuiltins, message: 'src/shared runs anywhere: no Node built-ins.' },
            { group: ['react', 'react-dom', '**/renderer/**', '**/main/**'], message: 'src/shared must not import the renderer, main or React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer never reaches Electron or Node; use lib/api.ts.' }],
          patterns: [
            { group: ['**/main/**', '**/preload/**'], message: 'The renderer never imports main or preload; go through lib/api.ts.' },
            { group: nodeBuiltins, message: 'The renderer is sandboxed: no Node built-ins.' },
            sharedByAlias,
          ],
        },
      ],
    },
  },
  {
    // Tests that can fail: no focused or skipped tests left behind, every test asserts, and no
    // assertion that runs only on some paths. Helpers that assert count as assertions: expect* helpers
    // (tests/support/expect-failure.ts), fast-check's fc.assert, and failThenRetry (reviews/failures.test.ts).
    files: ['tests/**/*.{ts,tsx}'],
    plugins: { jest: jestPlugin },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-conditional-expect': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'fc.assert', 'failThenRetry'] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,mjs}', 'jest.config.js', 'tests/support/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
