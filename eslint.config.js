import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// One-way layers: lib <- rpc <- network <- stores <- queries <- components <- routes <- app.
// Each entry lists the source folders a layer must not import from.
const LAYERS = {
  lib: ['rpc', 'network', 'stores', 'queries', 'components', 'routes', 'app'],
  rpc: ['network', 'stores', 'queries', 'components', 'routes', 'app'],
  network: ['stores', 'queries', 'components', 'routes', 'app'],
  stores: ['queries', 'components', 'routes', 'app'],
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
          // A file in the folder, not a bare name: rpc's own `network.ts` is no layer (and there are no barrel files).
          group: [`**/${target}/*`],
          message: `${layer}/ must not import from ${target}/ (layers are one-way).`,
        })),
      },
    ],
  },
}));

const NO_NUMBER_AMOUNT = {
  selector: "CallExpression[callee.name='Number'] > Identifier[name=/amount|balance|stake|weight|supply|reward/i]",
  message: 'Amounts are bigint: never Number() an amount.',
};

const SLEEP_MESSAGE = 'No sleep proves anything: wait for what the page or the devnet does (control.* drives the devnet clock).';
// e2e timeouts have one budget, in playwright.config.ts; a test that needs more is waiting on the wall clock.
const TIMEOUT_MESSAGE = 'The timeouts are set once, in playwright.config.ts: remove the wait on the wall clock instead.';
const NO_SLEEP = { selector: "CallExpression[callee.property.name='waitForTimeout']", message: SLEEP_MESSAGE };
const NO_TEST_TIMEOUT = { selector: "CallExpression[callee.property.name=/^(setTimeout|slow)$/]", message: TIMEOUT_MESSAGE };
const E2E_WAITS = [
  NO_SLEEP,
  NO_TEST_TIMEOUT,
  { selector: "CallExpression[callee.name='setTimeout']", message: SLEEP_MESSAGE },
  { selector: "Property[key.name='timeout']", message: TIMEOUT_MESSAGE },
];
/**
 * Where user-visible text must go through Lingui (docs/architecture.md, "Languages"): a folder joins
 * this list in the change that converts it; ui/ joins file by file, as its basics are converted.
 */
const TRANSLATED = [
  'src/app/**',
  'src/components/dashboard/**',
  'src/components/search/**',
  'src/components/shortcuts/**',
  'src/components/status/**',
  'src/components/ui/Amount.tsx',
  'src/components/ui/CopyButton.tsx',
  'src/components/ui/Gauge.tsx',
  'src/components/ui/Id.tsx',
  'src/routes/dashboard/**',
  'src/components/watchlist/**',
  'src/routes/watchlist/**',
  'src/components/address/**',
  'src/routes/address/**',
  'src/components/fees/**',
  'src/routes/fees/**',
  'src/components/charts/**',
  'src/components/node/**',
  'src/routes/node/**',
];
const WORDS = '/[A-Za-z]{2}/';
const TEXT_PROPS = '/^(title|label|aria-label|placeholder|alt|caption|what|hint|heading|description)$/';
const TEXT_KEYS = '/^(label|title|hint|description|heading|caption)$/';
const TEMPLATE_WORDS = `TemplateLiteral:has(TemplateElement[value.raw=${WORDS}])`;
const UNTRANSLATED = 'User-visible text goes through Lingui: t`…`, msg`…` or plural() (docs/architecture.md, "Languages").';
const NO_UNTRANSLATED_TEXT = [
  `JSXText[value=${WORDS}]`,
  `JSXElement > JSXExpressionContainer > Literal[value=${WORDS}]`,
  `JSXElement > JSXExpressionContainer > ${TEMPLATE_WORDS}`,
  `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=${WORDS}]`,
  `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > ${TEMPLATE_WORDS}`,
  `Property[key.name=${TEXT_KEYS}] > Literal[value=${WORDS}]`,
  `Property[key.name=${TEXT_KEYS}] > ${TEMPLATE_WORDS}`,
  "CallExpression[callee.name='usePageTitle'] > :matches(Literal, TemplateLiteral)",
].map((selector) => ({ selector, message: UNTRANSLATED }));

/** The e2e rules but `allowed`, for the one file that holds that budget. */
const e2eWaitsBut = (allowed) => ['error', NO_NUMBER_AMOUNT, ...E2E_WAITS.filter((rule) => rule !== allowed)];

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
      'no-restricted-syntax': ['error', NO_NUMBER_AMOUNT],
    },
  },
  {
    // noUncheckedIndexedAccess holds only while nothing asserts an index away; tests and their helpers may.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'conformance/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_NUMBER_AMOUNT, ...E2E_WAITS] },
  },
  // The one budget e2e code holds: the config's time for a server a spec starts.
  { files: ['e2e/server-start.ts'], rules: { 'no-restricted-syntax': e2eWaitsBut(NO_TEST_TIMEOUT) } },
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
  {
    files: TRANSLATED.map((path) => (path.endsWith('**') ? `${path}/*.{ts,tsx}` : path)),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_NUMBER_AMOUNT, ...NO_UNTRANSLATED_TEXT] },
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
              group: ['**/src/rpc/*', '**/src/network/*', '**/src/stores/*', '**/src/queries/*', '**/src/components/*', '**/src/routes/*', '**/src/app/*'],
              message: 'devnet/ may share src/lib/ only; it never imports the app.',
            },
          ],
        },
      ],
    },
  },
);
