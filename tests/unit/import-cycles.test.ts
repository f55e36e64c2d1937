import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/sourceFiles.ts';

/*
 * No import cycle among our own modules: in a cycle, which module runs first decides what the other sees
 * as `undefined`, and that order differs between the server, the dev server and lazy routes. Type-only
 * imports are gone at run time, so they make no cycle. This was eslint-plugin-import's `no-cycle`, which
 * took 38 s of the lint's 130 s of rules; reading the imports once here takes about a second.
 */

const ROOT = process.cwd();
const FOLDERS = ['ui', 'themes', 'storefront', 'mocks', 'tests', '.storybook'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

const isModule = (name: string) => SOURCE.test(name) && !name.endsWith('.d.ts');

const allTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) => elements.length > 0 && elements.every((e) => e.isTypeOnly);

/** The module specifiers a file needs at run time: imports and re-exports that are not type-only, `import()` and `require()`. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = clause !== undefined && (clause.phaseModifier === ts.SyntaxKind.TypeKeyword || (!clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && allTypes(clause.namedBindings.elements)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && allTypes(node.exportClause.elements));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1) {
      const [argument] = node.arguments;
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require');
      if (dynamic && argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** Our modules and what each needs at run time, resolved with the tsconfig's aliases; libraries are left out. */
function ownGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const options: ts.CompilerOptions = { ...config?.options, allowJs: true };
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const files = [...FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder), isModule)), ...readdirSync(ROOT).filter((name) => SOURCE.test(name)).map((name) => join(ROOT, name))];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeSpecifiers(file, readFileSync(file, 'utf8')).flatMap((specifier) => {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes('/node_modules/')) return [];
      return [relative(ROOT, resolved.resolvedFileName)];
    });
    graph.set(relative(ROOT, file), targets);
  }
  return graph;
}

describe('import cycles', () => {
  it('reads run-time imports and leaves type-only ones out', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import { type D, d } from './d';",
      "import './e';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "export * from './h';",
      "const i = await import('./i');",
      "const j = require('./j');",
    ].join('\n');
    expect(runtimeSpecifiers('x.ts', text)).toEqual(['./a', './d', './e', './f', './h', './i', './j']);
  });

  it('finds a cycle through several modules and one module importing itself, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('our own modules import one another without a cycle', () => {
    const graph = ownGraph();
    // The walk found the app: a graph of nothing would pass trivially.
    expect(graph.get('storefront/app/main.tsx')?.length).toBeGreaterThan(0);
    expect(cycles(graph)).toEqual([]);
    // It parses some 700 files: 2.5 s alone, 5.4 s beside the lint and the build in `npm test`.
  }, 30_000);
});
