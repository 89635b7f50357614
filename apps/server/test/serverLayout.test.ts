import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeIndex, type RouteGroupName, type RouteName } from '@wattwise/api/contract';
import { servedHandlers } from '../src/areas/index';
import { importCircles, importGraph, importsOf, sourceFiles, srcDir } from './support/importGraph';

/**
 * The server's layout (docs/adr/0022): one area folder per group of the contract's route table,
 * each with exactly one routes module; no import circle; a database layer that imports nothing
 * of the server's own.
 */
const routeNames = Object.keys(routeIndex) as RouteName[];
const groups = [...new Set(routeNames.map((name) => routeIndex[name].group))].sort();
const areaOf = (group: RouteGroupName) => group.replace(/Routes$/, '');
const areasDir = path.join(srcDir, 'areas');
const areaFolders = readdirSync(areasDir)
  .filter((entry) => statSync(path.join(areasDir, entry)).isDirectory())
  .sort();

describe('one area per contract group', () => {
  it('has a folder in src/areas for every group of the route table, and no other', () => {
    expect(areaFolders).toEqual(groups.map(areaOf).sort());
  });

  it.each(groups)('serves %s from exactly one routes module, its own', async (group) => {
    const folder = path.join(areasDir, areaOf(group));
    const modules = readdirSync(folder).filter((file) => /routes?\.ts$/i.test(file));
    expect(modules).toEqual(['routes.ts']);
    const { handlers } = (await import(path.join(folder, 'routes.ts'))) as {
      handlers: Record<string, unknown>;
    };
    const foreign = Object.keys(handlers).filter(
      (name) => routeIndex[name as RouteName]?.group !== group,
    );
    expect(foreign).toEqual([]);
    for (const name of Object.keys(handlers)) {
      expect(servedHandlers[name as RouteName]).toBe(handlers[name]);
    }
  });

  it('serves every handler of the index from one area, and names each route in one file only', () => {
    const files = sourceFiles().filter((file) => !file.endsWith('.test.ts'));
    const texts = new Map(
      files.map((file) => [file, readFileSync(path.join(srcDir, file), 'utf8')]),
    );
    // A handler is keyed by its route name; a second key elsewhere would be a second home. Names
    // without a dot ('diagnose', 'tariffs') are also ordinary words: the check above covers them.
    const dotted = (Object.keys(servedHandlers) as RouteName[]).filter((name) =>
      name.includes('.'),
    );
    expect(dotted.length).toBeGreaterThan(70);
    for (const name of dotted) {
      const keyed = [...texts]
        .filter(([, text]) => text.includes(`'${name}':`))
        .map(([file]) => file);
      expect(keyed, name).toEqual([`areas/${areaOf(routeIndex[name].group)}/routes.ts`]);
    }
  });

  it('keeps each routes module private to the handler index', () => {
    const importers = sourceFiles()
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        importsOf(file)
          .files.filter((target) => /^areas\/[^/]+\/routes\.ts$/.test(target))
          .map(() => file),
      );
    expect([...new Set(importers)]).toEqual(['areas/index.ts']);
  });
});

describe('imports', () => {
  const graph = importGraph();

  it('have no circle anywhere in src/ (type-only and dynamic imports count)', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(importCircles(graph)).toEqual([]);
  });

  it('have no circle between areas (a service another area uses never needs that area back)', () => {
    const areaGraph = new Map<string, string[]>();
    const area = (file: string) => /^areas\/([^/]+)\//.exec(file)?.[1];
    for (const [file, targets] of graph) {
      const from = area(file);
      if (!from) continue;
      const to = targets.map(area).filter((name): name is string => !!name && name !== from);
      areaGraph.set(from, [...new Set([...(areaGraph.get(from) ?? []), ...to])]);
    }
    expect(importCircles(areaGraph)).toEqual([]);
  });

  it('of src/db/ (connection, migrations, schema) reach nothing outside db/ of ours', () => {
    const dbFiles = sourceFiles(path.join(srcDir, 'db'));
    expect(dbFiles.some((file) => file.startsWith('db/migrations/'))).toBe(true);
    for (const file of dbFiles) {
      const { files, packages } = importsOf(file);
      expect(
        files.filter((target) => !target.startsWith('db/')),
        file,
      ).toEqual([]);
      expect(
        packages.filter((name) => name.startsWith('@wattwise/')),
        file,
      ).toEqual([]);
    }
  });

  it('of a migration are schema statements only: no file, no loader, no seed', () => {
    const migrations = readdirSync(path.join(srcDir, 'db/migrations')).filter((file) =>
      /^\d{4}_.+\.ts$/.test(file),
    );
    expect(migrations.length).toBeGreaterThanOrEqual(14);
    for (const file of migrations) {
      const { packages } = importsOf(path.join('db/migrations', file));
      expect(packages, file).toEqual(packages.filter((name) => name === 'kysely'));
    }
    expect(existsSync(path.join(srcDir, 'seed/openData.ts'))).toBe(true);
  });
});
