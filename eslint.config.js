import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import storybook from 'eslint-plugin-storybook';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Folders of the app layers (ARCHITECTURE.md "Import rules"), written per layer, not per feature. */
const app = (dir) => `./storefront/${dir}`;
const appLayers = ['app', 'server', 'domain', 'api', 'state', 'components', 'screens', 'panels', 'i18n', 'analytics'];
const except = (...keep) => appLayers.filter((l) => !keep.includes(l)).map(app);

/** The first word of each route in storefront/paths.ts, read from its ROUTES table: a new route is covered. */
const routeWords = [
  ...new Set([...readFileSync(new URL('./storefront/paths.ts', import.meta.url), 'utf8').matchAll(/^ {2}\w+: '(?:\/:fornecedor\/)?([a-z-]+)/gm)].map((match) => match[1])),
];

/**
 * Each screen and panel folder is a feature of its own (bulletproof-react's zones): it imports no other
 * screen or panel, so one can be changed or deleted alone. What two of them share lives in components/.
 * The folders are read from disk: a new feature is covered.
 */
function featureZones(kind) {
  const message = 'A screen or panel imports no other one: move what they share to storefront/components/.';
  return readdirSync(new URL(`./storefront/${kind}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => [
      { target: app(`${kind}/${name}`), from: app(kind), except: [`./${name}`], message },
      { target: app(`${kind}/${name}`), from: app(kind === 'screens' ? 'panels' : 'screens'), message },
    ]);
}

const boundaries = [
  { target: './themes', from: ['./ui', './storefront', './mocks', './tests', './.storybook'], message: 'themes/ imports nothing from the other folders.' },
  { target: './ui', from: ['./storefront', './mocks', './tests', './.storybook'], message: 'ui/ imports only themes/ and libraries: it knows nothing of suppliers, carts or the API.' },
  { target: app('domain'), from: ['./ui', './themes', './mocks', './tests', ...except('domain')], message: 'storefront/domain/ is pure: it imports only its own files.' },
  { target: app('api'), from: ['./ui', './themes', './mocks', ...except('api', 'domain')], message: 'storefront/api/ imports only domain/ types.' },
  { target: app('state'), from: ['./ui', './themes', './mocks', ...except('state', 'api', 'domain', 'analytics')], message: 'storefront/state/ imports api/, domain/ and analytics/.' },
  { target: [app('screens'), app('panels')], from: ['./mocks', app('api'), app('app'), app('server')], message: 'Screens and panels read state/ and render ui/; they never call the API or the app directly.' },
  { target: app('components'), from: ['./mocks', app('api'), app('app'), app('server'), app('screens'), app('panels')], message: 'storefront/components/ holds what several screens and panels share: it reads state/ and renders ui/, and imports no screen, panel or app.' },
  ...featureZones('screens'),
  ...featureZones('panels'),
  { target: app('analytics'), from: ['./ui', './themes', './mocks', ...except('analytics', 'domain', 'api')], message: 'storefront/analytics/ imports domain/ and the api/ client type only; state/ and screens/ import it.' },
  { target: app('i18n'), from: ['./ui', './mocks', ...except('i18n')], message: 'storefront/i18n/ is the catalogue and formatters only.' },
  { target: app('app'), from: ['./mocks', app('server')], message: 'app/ is the page: the mock platform runs beside the server, never in the page, and nothing imports server/.' },
  { target: app('server'), from: ['./ui', './tests', './.storybook', app('screens'), app('panels'), app('components')], message: 'storefront/server/ renders app/ (with state/, api/, domain/): it never reaches into screens or the kit.' },
  { target: app('server'), from: './mocks', except: ['./server.ts'], message: 'Only the development server starts the HTTP mock platform beside it.' },
  { target: './storefront/paths.ts', from: ['./ui', './themes', './mocks', './tests', ...appLayers.map(app)], message: 'storefront/paths.ts imports nothing: every layer, the domain included, builds its addresses with it.' },
  { target: './mocks', from: ['./ui', './themes', './tests', './.storybook', ...except('api', 'domain')], message: 'mocks/ imports the API contract (and the pure domain rules) only.' },
];

/** Tests and stories beside the code may use the mock platform and tests/support; every other boundary still holds. */
const testBoundaries = boundaries
  .map((zone) => ({ ...zone, from: [zone.from].flat().filter((from) => from !== './mocks' && from !== './tests') }))
  .filter((zone) => zone.from.length > 0);

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'dist-e2e-*', 'storybook-static', 'coverage', 'test-results', 'playwright-report', 'public/mockServiceWorker.js', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/external-module-folders': ['node_modules'],
      'import/ignore': ['node_modules'],
      'import/resolver': { [fileURLToPath(new URL('./tests/support/eslint-alias-resolver.cjs', import.meta.url))]: {} },
    },
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      // Import cycles are checked by tests/unit/import-cycles.test.ts: 2 s there, 38 s as import/no-cycle.
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // React Router loaders throw `redirect()` and `Response`s by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }], allowThrowingUnknown: false }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'storefront/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-id': [
        'error',
        // Readable, namespaced ids (`home.defaultWelcome`); anything else gets a content hash.
        { idInterpolationPattern: '[sha512:contenthash:base64:6]', idWhitelist: ['^[a-z][a-zA-Z0-9]*(\\.[a-z][a-zA-Z0-9]*)+$'] },
      ],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-literal-string-in-jsx': 'error',
    },
  },
  {
    // One paths module (storefront/paths.ts): an address built by hand anywhere else is a route renamed in two places.
    files: ['storefront/**/*.{ts,tsx}'],
    ignores: ['storefront/paths.ts', '**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateLiteral[quasis.0.value.raw=/^\\//]',
          message: 'Build app addresses with storefront/paths.ts (supplierPaths, useSupplierPaths), not by hand.',
        },
        {
          selector: `TemplateElement:not(:first-child)[value.raw=/^\\/(${routeWords.join('|')})\\b/]`,
          message: 'Build app addresses with storefront/paths.ts (supplierPaths, useSupplierPaths), not by hand.',
        },
      ],
    },
  },
  {
    // Actions bound once: screens, panels and components act through the state modules' action hooks and
    // read with useStores(), so none of them holds the API client. Loaders are handed the services.
    files: ['storefront/{screens,panels,components}/**/*.{ts,tsx}'],
    ignores: ['**/loader.ts', '**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@storefront/state/context',
              importNames: ['useAppServices'],
              message: 'Read with useStores() and act through a state action hook (useCartActions, useOrderActions, …): screens never hold the API client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'tests/**', '.storybook/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: testBoundaries }],
      'formatjs/no-literal-string-in-jsx': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...storybook.configs['flat/recommended'],
);
