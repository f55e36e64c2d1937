/**
 * What a page's first load fetches before it hydrates, read off the production build: the entry and
 * its static imports, the page's route module and its static imports (main.tsx loads the matched route
 * before hydrating). Each module's share of it comes from the source maps: its bytes of minified code,
 * and the same share of the files' gzip.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const ENTRY = 'storefront/app/main.tsx';

/** The pages the budgets speak of, by their route module. */
export const FIRST_LOAD_PAGES = {
  home: 'storefront/screens/Home/index.ts',
  catalogue: 'storefront/screens/Catalogue/index.ts',
  product: 'storefront/screens/Product/index.ts',
  cart: 'storefront/screens/Checkout/index.ts',
} as const;

export const readManifest = (dist: string): Manifest => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The files a page fetches before it runs: the entry's and the route's static import closures. */
export function firstLoadFiles(manifest: Manifest, route: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  visit(ENTRY);
  if (!manifest[route]) throw new Error(`${route} is not a chunk of the build: was the route renamed? Update tests/perf/firstLoad.ts.`);
  visit(route);
  return [...files];
}

export interface ModuleShare {
  module: string;
  /** Minified bytes of the module in these files. */
  bytes: number;
  /** Its share of the files' gzip size. */
  gzipBytes: number;
}

/** Code the maps give no source for: the bundler's glue (imports and exports between chunks, the preload list). */
const UNMAPPED = '(no source map: bundler glue)';

const shortName = (source: string) => source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');

/** Every module of `files`, largest first. */
export function moduleShares(dist: string, files: string[]): ModuleShare[] {
  const shares = new Map<string, ModuleShare>();
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    const mapFile = join(dist, `${file}.map`);
    // A file without a map (the bundler's runtime) counts as one module.
    const map = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string }) : { sources: [], mappings: '' };
    const lines = code.split('\n');
    const perSource = new Map<string, number>(map.mappings ? [] : [[file, code.length]]);
    decode(map.mappings).forEach((segments, line) => {
      const length = lines[line]?.length ?? 0;
      segments.forEach((segment, index) => {
        const [column, sourceIndex] = segment;
        const end = segments[index + 1]?.[0] ?? length;
        const source = sourceIndex === undefined ? UNMAPPED : shortName(map.sources[sourceIndex] ?? '(unknown)');
        perSource.set(source, (perSource.get(source) ?? 0) + Math.max(0, end - column));
      });
    });
    const total = [...perSource.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    const gzip = gzipSync(code, { level: 9 }).length;
    for (const [module, bytes] of perSource) {
      const share = shares.get(module) ?? { module, bytes: 0, gzipBytes: 0 };
      share.bytes += bytes;
      share.gzipBytes += (gzip * bytes) / total;
      shares.set(module, share);
    }
  }
  return [...shares.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}
