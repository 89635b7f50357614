import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RULES, codeLines, copiesOfRules, sourceFiles } from './singleHome.mjs';

test('reads the source of every package and app, without tests, stories and comments', () => {
  const files = sourceFiles();
  assert.ok(files.length > 500, `only ${files.length} files`);
  for (const top of ['packages/energy-model/', 'packages/ui/', 'apps/web/', 'apps/server/'])
    assert.ok(
      files.some((file) => file.startsWith(top)),
      top,
    );
  assert.ok(!files.some((file) => /\.(test|stories)\.tsx?$/.test(file)));
  assert.deepEqual(codeLines('const a = 1; // A: 92\n/* 27.03 */ b'), [
    'const a = 1; ',
    '            b',
  ]);
});

for (const { rule, home, copies } of copiesOfRules()) {
  test(`${rule}: only in ${home.join(', ')}`, () => assert.deepEqual(copies, []));
}

test('finds a copy when one is typed (the patterns are live)', () => {
  const typed = [
    'const bands = { A: 92, B: 81, C: 69 };',
    'elecUnitRate: 27.03,',
    'const limits = { cvRmsePercent: 15, nmbePercent: 5 };',
    'const cvRmse = Math.sqrt(squared / (n - 1)) / mean;',
    'const R = 6378137;',
    'floorArea: footprintM2 * levels,',
    "{ text: 'Energy use', value },",
    'const WEIGHTS = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43];',
    'function lastSundayUtc(year: number, month: number) {',
    "if (ratio < 0.9) return 'LOW';",
    "export const EVENT_TYPES = ['ENERGY_MODEL'] as const;",
  ];
  assert.equal(typed.length, RULES.length);
  const file = 'apps/web/src/typed.ts';
  const found = copiesOfRules([file], () => typed.join('\n'));
  found.forEach(({ rule, copies }, index) =>
    assert.deepEqual(copies, [`${file}:${index + 1}: ${typed[index]}`], rule),
  );
});
