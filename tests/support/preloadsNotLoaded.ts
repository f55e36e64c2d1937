/**
 * Build step: a lazy chunk's preload list leaves out what its importer has already loaded. Vite lists every
 * chunk a dynamic import needs, so the first page's own chunk, loaded while the code starts, added a
 * `<link rel="modulepreload">` for each chunk the entry had statically imported already (react, the router,
 * the kit): 40-140 ms of the code's first task on a 4x-slower CPU went to adding those links. A chunk runs
 * only once its static imports have loaded, so each of them, direct or not, is already there.
 */
import type { Plugin, Rolldown } from 'vite';
import { reachable } from './reachable.ts';

type OutputBundle = Rolldown.OutputBundle;

/** Each chunk's static imports, direct or not, by file name. */
export function staticClosures(bundle: OutputBundle): Map<string, Set<string>> {
  const imports = (file: string) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? output.imports : [];
  };
  return new Map(Object.keys(bundle).map((file) => [file, reachable(imports(file), imports)]));
}

/**
 * The plugin, and the `build.modulePreload.resolveDependencies` that reads what it learned of the bundle
 * (Vite asks for the lists after this plugin's `generateBundle`, which runs first).
 */
export function preloadsNotLoaded(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'preloads-not-loaded',
      apply: 'build',
      enforce: 'pre',
      generateBundle(_options, bundle) {
        closures = staticClosures(bundle);
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => deps.filter((dep) => !closures.get(hostId)?.has(dep)),
  };
}
