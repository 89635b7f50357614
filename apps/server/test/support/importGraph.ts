import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The server package's folder (test/support/ is two below it). */
const serverDir = path.resolve(import.meta.dirname, '../..');
export const srcDir = path.join(serverDir, 'src');

/** Every TypeScript file under `dir`, as paths relative to src/, tests included. */
export function sourceFiles(dir = srcDir): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (entry.endsWith('.ts')) found.push(path.relative(srcDir, full));
  }
  return found.sort();
}

/**
 * What a file imports: relative specifiers resolved to files under src/ (type-only imports and
 * dynamic imports count too), and the bare package names.
 */
export function importsOf(file: string): { files: string[]; packages: string[] } {
  const text = readFileSync(path.join(srcDir, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const files: string[] = [];
  const packages: string[] = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) {
      packages.push(fileName);
      continue;
    }
    const base = path.join(path.dirname(path.join(srcDir, file)), fileName);
    const target = [base, `${base}.ts`, path.join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!target) throw new Error(`${file}: cannot resolve ${fileName}`);
    files.push(path.relative(srcDir, target));
  }
  return { files, packages };
}

/** The import graph of src/ without its tests (a test may import anything it checks). */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    if (file.endsWith('.test.ts')) continue;
    graph.set(file, importsOf(file).files);
  }
  return graph;
}

/** Every import circle: the strongly connected components with more than one file (Tarjan). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).includes(file);
      if (component.length > 1 || selfImport) circles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
