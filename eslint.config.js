import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// One-way layers: lib <- rpc <- queries <- components <- routes <- app.
// Each entry lists the source folders a layer must not import from.
const LAYERS = {
  lib: ['rpc', 'queries', 'components', 'routes', 'app'],
  rpc: ['queries', 'components', 'routes', 'app'],
  queries: ['components', 'routes', 'app'],
  components: ['routes', 'app'],
  routes: ['app'],
};

const layerRules = Object.entries(LAYERS).map(([layer, forbidden]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((target) => ({
          group: [`**/${target}/*`, `**/${target}`],
          message: `${layer}/ must not import from ${target}/ (layers are one-way).`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.test-reports', '.stryker-tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='Number'] > Identifier[name=/amount|balance|stake|weight|supply|reward/i]",
          message: 'Amounts are bigint: never Number() an amount.',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { document: 'readonly', localStorage: 'readonly', matchMedia: 'readonly' } },
  },
  {
    files: ['public/alert-worker.js'],
    languageOptions: { globals: { self: 'readonly', URL: 'readonly' } },
  },
  ...layerRules,
  {
    files: ['devnet/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/rpc/*', '**/src/queries/*', '**/src/components/*', '**/src/routes/*', '**/src/app/*'],
              message: 'devnet/ may share src/lib/ only; it never imports the app.',
            },
          ],
        },
      ],
    },
  },
);
