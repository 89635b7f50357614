// Lint for the whole monorepo. The import-boundary rules below enforce the arrows of
// ARCHITECTURE.md: apps compose packages, UI packages never fetch or reach the API,
// energy-model depends on nothing of ours; domain only on energy-model (ADR 0006).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webLayers from './apps/web/scripts/featureBoundaries.mjs';

const ours = [
  'web',
  'docs',
  'server',
  'ui',
  'charts',
  'maps',
  'viewer3d',
  'domain',
  'api',
  'energy-model',
];

/** An import rule that allows only the listed @wattwise packages. */
function onlyImports(allowed, extra = []) {
  const banned = ours.filter((name) => !allowed.includes(name));
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: banned.flatMap((name) => [`@wattwise/${name}`, `@wattwise/${name}/*`]),
            message: 'This import crosses a boundary of ARCHITECTURE.md.',
          },
          {
            group: ['../../packages/*', '../../../packages/*', '../../apps/*', '../../../apps/*'],
            message: 'Import workspace packages by name, never by relative path.',
          },
          ...extra,
        ],
      },
    ],
  };
}

const noFetch = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'UI packages take props and call back; they never fetch.' },
    { name: 'XMLHttpRequest', message: 'UI packages take props and call back; they never fetch.' },
  ],
};

/**
 * Colour literals ('#0b6e4f', 'rgb(…)', 'hsl(…)') belong in packages/ui's tokens only: the apps
 * and the server take colours from there (one colour, one place).
 */
const colourLiteral = String.raw`/^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$|#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?(?![\w-])|\b(rgba?|hsla?)\(/`;
const colourMessage =
  'A colour literal: take the colour from packages/ui tokens (one colour, one place).';
const colourSelectors = [
  { selector: `Literal[value=${colourLiteral}]`, message: colourMessage },
  { selector: `TemplateElement[value.raw=${colourLiteral}]`, message: colourMessage },
];

/**
 * The product's one locale is packages/domain's LOCALE (with its dateFormatter and
 * numberFormatter): no other package or app names it.
 */
const localeMessage =
  "A locale literal: use LOCALE, dateFormatter or numberFormatter from packages/domain (the product's one locale).";
const localeSelectors = [
  { selector: String.raw`Literal[value=/^en-GB$/i]`, message: localeMessage },
  { selector: String.raw`TemplateElement[value.raw=/^en-GB$/i]`, message: localeMessage },
];

/** One no-restricted-syntax rule from groups of selectors (a later config would replace it). */
const restrictedSyntax = (...groups) => ({ 'no-restricted-syntax': ['error', ...groups.flat()] });

const noReact = [
  { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'No React here.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/public/cesium/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'packages/api/**/*.ts', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // ADR 0006: domain takes ratings and geometry from the engine (pure, no dependencies of its own).
  { files: ['packages/domain/**'], rules: onlyImports(['energy-model'], noReact) },
  { files: ['packages/energy-model/**'], rules: onlyImports([], noReact) },
  { files: ['packages/api/**'], rules: onlyImports(['domain']) },
  { files: ['packages/ui/src/**'], rules: { ...onlyImports(['domain']), ...noFetch } },
  // charts, maps, viewer3d ─> ui (theme vars, primitives, the palette's resolved values), domain.
  {
    files: ['packages/{charts,maps,viewer3d}/src/**'],
    rules: { ...onlyImports(['domain', 'ui']), ...noFetch },
  },
  // The server takes ui's plain token values only (`@wattwise/ui/tokens`: no React, no CSS) for
  // its own HTML pages and the PDF report: one colour, one place.
  {
    files: ['apps/server/**'],
    rules: onlyImports(
      ['api', 'domain', 'energy-model', 'ui'],
      [
        ...noReact,
        {
          regex: '^@wattwise/ui(?!/tokens$)(/.*)?$',
          message: 'The server takes only the plain tokens of @wattwise/ui/tokens.',
        },
      ],
    ),
  },
  {
    files: ['apps/web/**'],
    rules: onlyImports(['ui', 'charts', 'maps', 'viewer3d', 'api', 'domain']),
  },
  // The web app's layers (ADR 0023): a feature never imports another; src/shared/ and
  // src/platform/ import no feature; nothing but the app imports src/app/.
  {
    files: ['apps/web/src/**'],
    plugins: { 'web-layers': webLayers },
    rules: { 'web-layers/feature-boundaries': 'error' },
  },
  {
    files: ['apps/web/src/**', 'apps/server/src/**'],
    rules: restrictedSyntax(colourSelectors, localeSelectors),
  },
  {
    files: ['packages/{ui,charts,maps,viewer3d,api}/src/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: restrictedSyntax(localeSelectors),
  },
  // The parity spec recomputes a registered building with the engine itself and compares the
  // page's figures with it (the screen must show the engine's numbers); nothing else in the app
  // may reach the engine.
  {
    files: ['apps/web/e2e/engineParity.spec.ts'],
    rules: onlyImports(['ui', 'charts', 'maps', 'viewer3d', 'api', 'domain', 'energy-model']),
  },
  {
    files: ['apps/docs/**'],
    rules: onlyImports(['ui', 'charts', 'maps', 'viewer3d', 'domain']),
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**', '**/bench/**', '**/*.stories.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
