import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every feature folder, so a new feature is fenced off from the others without editing this file.
const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Everything but the ledger's own folder (D-243): its repository is private to the door.
const siblingsOf = (dir, keep) =>
  readdirSync(dir)
    .filter((name) => name !== keep)
    .map((name) => `./${dir}/${name}`);
const outsideLedger = [
  ...siblingsOf('src', 'server'),
  ...siblingsOf('src/server', 'money'),
  ...siblingsOf('src/server/money', 'ledger'),
  './tests',
  './scripts',
];

// Each of these libraries has one owner module in src/web/lib/; everything else imports that
// module, so swapping or wrapping the library is a one-file change.
const ownedLibraries = {
  jotai: 'src/web/lib/store.ts',
  'idb-keyval': 'src/web/lib/storage.ts',
  ofetch: 'src/web/lib/api-client.ts',
  firebase: 'src/web/lib/firebase.ts',
};
const restrictLibraries = (allowed = []) => [
  'error',
  {
    paths: Object.entries(ownedLibraries)
      .filter(([name]) => !allowed.includes(name))
      .map(([name, owner]) => ({ name, message: `Import ${name} only through ${owner}.` })),
    patterns: Object.entries(ownedLibraries)
      .filter(([name]) => !allowed.includes(name))
      .map(([name, owner]) => ({ group: [`${name}/*`], message: `Import ${name} only through ${owner}.` })),
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x follows only these extensions (the default .js alone made no-cycle blind).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // import-x's own resolver (unrs) reads package.json "imports", so #web/*, #shared/*… are
      // checked like relative paths; without it the legacy fallback fails on the whole tree.
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Imports flow one way (architecture.md): shared imports nothing of ours; web, sw and server
      // never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/web', './src/server', './src/sw'],
              message: 'src/shared imports only zod.',
            },
            {
              target: './src/web',
              from: ['./src/server', './src/sw'],
              message: 'The web app talks to the server over HTTP only.',
            },
            { target: './src/sw', from: ['./src/server', './src/web'] },
            {
              target: './src/daraja-sim',
              from: ['./src/server', './src/web', './src/sw'],
              message: 'The simulator stands in for Safaricom: it shares only src/shared with the product.',
            },
            {
              target: './src/server',
              from: './src/daraja-sim',
              message: 'The server talks to the simulator over HTTP, as to Safaricom.',
            },
            {
              target: './src/sms-sim',
              from: ['./src/server', './src/web', './src/sw'],
              message: "The SMS simulator stands in for Africa's Talking: it shares only src/shared.",
            },
            {
              target: './src/server',
              from: './src/sms-sim',
              message: 'The server talks to the SMS simulator over HTTP.',
            },
            {
              target: './src/server',
              from: ['./src/web', './src/sw'],
              // …except the public pages' renderer: the server draws them with the app's components.
              except: ['./pages/render-page.tsx', './pages/island-data.ts'],
              message: 'The server never imports web code, except the public pages (src/web/pages/render-page.tsx).',
            },
            // The money wing (D-243): the ledger's tables are written through its door only, and
            // money in and money out share daraja/ but never import each other.
            {
              target: outsideLedger,
              from: './src/server/money/ledger/ledger.repository.ts',
              message: 'Only money/ledger/ touches the ledger repository: use the verbs of money/ledger/ledger.ts.',
            },
            {
              target: './src/server/money/in',
              from: './src/server/money/out',
              message: 'Money in never imports money out.',
            },
            {
              target: './src/server/money/out',
              from: './src/server/money/in',
              message: 'Money out never imports money in.',
            },
            // Inside the web app: lib and components → features → routes; features stay apart.
            {
              target: ['./src/web/components', './src/web/lib'],
              from: ['./src/web/features', './src/web/routes', './src/web/pages'],
              message: 'components and lib never import features or routes; pass what they need in as props.',
            },
            {
              target: './src/web/features',
              from: ['./src/web/routes', './src/web/pages'],
              message: 'A feature never imports a route; routes compose features.',
            },
            ...features.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; the route composes them.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/web/**/*.tsx'] },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['src/web/**/*.{ts,tsx}'] })),
  ...pluginRouter.configs['flat/recommended'].map((config) => ({ ...config, files: ['src/web/**/*.{ts,tsx}'] })),
  {
    // Small files (D-196): past 250 lines a file holds more than one thing. Tests, e2e scenarios,
    // migrations and generated files are long by nature and left out.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/*.gen.ts', 'src/server/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // kebab-case files and folders (architecture.md §2). Middle extensions (.test, .atoms, .gen)
    // are free. Route files follow TanStack Router's file-naming grammar instead ($param, _layout,
    // __root, name_.child), so src/web/routes is left to the router.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['src/web/routes/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Migrations run in file-name order: a number, then kebab-case.
    files: ['src/server/db/migrations/*.ts'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': '+([0-9])-+([a-z0-9-])' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictLibraries(),
      // Configuration is read and validated in one place.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts.' },
      ],
    },
  },
  ...Object.entries(ownedLibraries).map(([name, owner]) => ({
    files: [owner, owner.replace(/\.ts$/, '.test.ts')],
    rules: { 'no-restricted-imports': restrictLibraries([name]) },
  })),
  {
    // The server's and the simulator's one reader of the environment each.
    files: ['src/server/env.ts', 'src/daraja-sim/config.ts', 'src/sms-sim/config.ts', 'src/**/*.test.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/|#shared/)',
              message: 'src/shared imports only zod (and other shared modules).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
