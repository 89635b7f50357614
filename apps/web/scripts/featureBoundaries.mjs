// The web app's layers as an ESLint rule (docs/adr/0023), read by the root eslint.config.js:
//   src/app/ and the entry files             compose everything below
//   src/features/<area>/                      one product area; never another area, never the app
//   src/shared/                               compositions of more than one area; no area, no app
//   src/platform/                             sign-in, config, the API client; nothing above it
// src/testing/ (the test kit: a screen rendered with a fake API, the whole app on a fake server)
// may be imported from anywhere, and import anything.
// A feature that needs another's code is the sign that the code belongs in src/shared/ (or in a
// package, when it holds a rule); two screens that each import the other's module cannot be
// loaded, tested or moved apart.
import { dirname, relative, resolve, sep } from 'node:path';

/** Where a file sits: 'features/<area>', 'shared', 'platform', 'testing', or 'app' (the rest). */
export function layerOf(srcRelativePath) {
  const [first, second] = srcRelativePath.split(/[\\/]/);
  if (first === 'features' && second) return `features/${second}`;
  if (first === 'shared' || first === 'platform' || first === 'testing') return first;
  return 'app';
}

/** Why `from` may not import `to` (two layers), or null when it may. */
export function refusal(from, to) {
  if (from === to || from === 'app' || from === 'testing') return null;
  if (to === 'platform' || to === 'testing') return null;
  if (to === 'app') return 'composedByApp';
  if (from === 'platform') return 'platformBelow';
  if (to === 'shared') return null;
  return from === 'shared' ? 'sharedBelowFeatures' : 'otherFeature';
}

const SRC = `${sep}apps${sep}web${sep}src${sep}`;

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "The web app's layers: a feature never imports another (ADR 0023)." },
    schema: [],
    messages: {
      otherFeature:
        'features/{{from}} imports features/{{to}}: a feature never imports another. Move what both need to src/shared/ (or a package).',
      sharedBelowFeatures:
        'src/shared/ composes for the features and imports none of them (features/{{to}}).',
      platformBelow: 'src/platform/ sits below the features and src/shared/; it imports neither.',
      composedByApp:
        'src/app/ and the entry files compose the features; a feature, src/shared/ or src/platform/ never imports them.',
    },
  },
  create(context) {
    const filename = context.filename;
    const at = filename.lastIndexOf(SRC);
    if (at < 0) return {};
    const srcDir = filename.slice(0, at + SRC.length - 1);
    const from = layerOf(relative(srcDir, filename));
    const check = (node) => {
      const specifier = node?.type === 'Literal' ? node.value : null;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = relative(srcDir, resolve(dirname(filename), specifier));
      // Outside src/ (a build script, the config): not a layer of the app.
      if (target.startsWith('..')) return;
      const to = layerOf(target);
      const messageId = refusal(from, to);
      if (!messageId) return;
      const area = (layer) => layer.replace(/^features\//, '');
      context.report({ node, messageId, data: { from: area(from), to: area(to) } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
