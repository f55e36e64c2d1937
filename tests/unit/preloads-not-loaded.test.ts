import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { preloadsNotLoaded, staticClosures } from '../support/preloadsNotLoaded';

/** A bundle as the build hands it to `generateBundle`: only what the step reads of each chunk. */
const bundle = (graph: Record<string, string[]>) => Object.fromEntries(Object.entries(graph).map(([file, imports]) => [file, { type: 'chunk', imports }])) as unknown as Rolldown.OutputBundle;

const built = bundle({
  'assets/main.js': ['assets/core.js', 'assets/Button.js'],
  'assets/core.js': [],
  'assets/Button.js': ['assets/core.js', 'assets/useHover.js'],
  'assets/useHover.js': ['assets/core.js'],
  'assets/Catalogue.js': ['assets/core.js', 'assets/Button.js', 'assets/Tree.js'],
  'assets/Tree.js': ['assets/useHover.js'],
});

describe('a lazy chunk preloads only what its importer has not loaded (build step)', () => {
  it("knows each chunk's static imports, direct or not", () => {
    const closures = staticClosures(built);
    expect([...(closures.get('assets/main.js') ?? [])].sort()).toEqual(['assets/Button.js', 'assets/core.js', 'assets/useHover.js']);
    expect([...(closures.get('assets/core.js') ?? [])]).toEqual([]);
  });

  it('drops from the preload list what the importer loaded with itself, and keeps the rest', () => {
    const { plugin, resolveDependencies } = preloadsNotLoaded();
    const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void;
    generateBundle.call(undefined, {}, built);
    const deps = ['assets/Catalogue.js', 'assets/core.js', 'assets/Button.js', 'assets/useHover.js', 'assets/Tree.js'];
    expect(resolveDependencies('assets/Catalogue.js', deps, { hostId: 'assets/main.js' })).toEqual(['assets/Catalogue.js', 'assets/Tree.js']);
    // An importer the step did not see keeps Vite's whole list.
    expect(resolveDependencies('assets/Catalogue.js', deps, { hostId: 'assets/other.js' })).toEqual(deps);
  });
});
