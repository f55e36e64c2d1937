/**
 * Build step: the modules the landing pages share, beyond the entry's own, go into chunks by the pages
 * that run them: one chunk for what home, catalogue and product all run, another for what only home and
 * product run, and so on. Left to automatic splitting, each module the landing pages shared with lazy
 * chunks became a file of its own, and each small file gzips on its own. Grouped by the pages that run
 * them, no page fetches a module it does not run. (The entry's static imports get the same treatment from
 * rolldown's `$initial` tag, in vite.config.ts.)
 */
import type { Plugin } from 'vite';
import { reachable } from './reachable.ts';

export interface LandingGroup {
  name: string;
  /** The code-splitting group's `test`. */
  test: (id: string) => boolean;
}

export interface LandingChunks {
  plugin: Plugin;
  /** One code-splitting group per set of two or more landing pages. */
  groups: LandingGroup[];
}

/** A route's short name for its chunk: `storefront/screens/Home/index.ts` is `Home`. */
const pageName = (route: string) => route.split('/').at(-2) ?? route;

/**
 * `entry` and `landingRoutes` are paths from the project root. A module joins the group of the landing
 * routes that import it statically, directly or not, when they are two or more and the entry does not
 * import it. A module also imported dynamically keeps its own chunk (grouped, its dynamic import would
 * load the whole group), and so does each route's own module.
 */
export function landingChunks(entry: string, landingRoutes: readonly string[]): LandingChunks {
  /** Each grouped module's pages, as a bit per landing route. */
  let pagesOf = new Map<string, number>();
  const sets = Array.from({ length: 1 << landingRoutes.length }, (_, pages) => ({
    pages,
    names: landingRoutes.filter((_, index) => pages & (1 << index)).map(pageName),
  }));
  // The bundler takes each group's modules with their imports, first group first (at equal priority). An
  // import is run by at least the pages of its importer: the groups of more pages come first, so each takes
  // its own imports before a group of fewer pages could take them (and make its pages fetch that group).
  const groups: LandingGroup[] = sets
    .filter(({ names }) => names.length >= 2)
    .sort((a, b) => b.names.length - a.names.length)
    .map(({ pages, names }) => ({ name: `landing-${names.join('-')}`, test: (id) => pagesOf.get(id) === pages }));
  return {
    plugin: {
      name: 'landing-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const byPath = (path: string) => {
          const id = ids.find((candidate) => candidate.endsWith(`/${path}`));
          if (!id) this.error(`landing-chunk: ${path} is not a module of the build: was it renamed? Update vite.config.ts.`);
          return id;
        };
        const closure = (from: string) => reachable([from], (id) => this.getModuleInfo(id)?.importedIds ?? []);
        const initial = closure(byPath(entry));
        const routeIds = landingRoutes.map(byPath);
        pagesOf = new Map();
        routeIds.forEach((route, index) => {
          for (const id of closure(route)) {
            if (initial.has(id) || routeIds.includes(id) || this.getModuleInfo(id)?.dynamicImporters.length) continue;
            pagesOf.set(id, (pagesOf.get(id) ?? 0) | (1 << index));
          }
        });
      },
    },
    groups,
  };
}
