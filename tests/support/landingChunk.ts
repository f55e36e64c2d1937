/**
 * Build step: the modules the landing pages share, beyond the entry's own, go into chunks by what runs
 * them: one chunk for what home, catalogue and product all run, another for what only home and product
 * run, and so on. Left to automatic splitting, each module the landing pages shared with lazy chunks became
 * a file of its own, and each small file gzips on its own. Grouped by what runs them, no page fetches a
 * module it does not run. (The entry's static imports get the same treatment from rolldown's `$initial`
 * tag, in vite.config.ts.)
 */
import type { Plugin } from 'vite';
import { reachable } from './reachable.ts';

export interface LandingGroup {
  name: string;
  /** The code-splitting group's `test`. */
  test: (id: string) => boolean;
}

/** A route's short name for its chunk: `storefront/screens/Home/index.ts` is `Home`. */
const pageName = (route: string) => route.split('/').at(-2) ?? route;
/** A module's short name, as the bundler names its chunk: `storefront/state/cart.ts` is `cart`. */
const moduleName = (id: string) => (id.split('/').pop() ?? id).replace(/\.[^.]*$/, '');

/** What the plugin context offers that the grouping reads. */
export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
  error(message: string): never;
}

/**
 * The groups, in the order the bundler must take them. `entry` and `landingRoutes` are paths from the
 * project root. What runs a module: each landing route that imports it statically, directly or not, and
 * each module of theirs that is also imported dynamically and imports it (so such a module, with what
 * only it needs, is a chunk of its own: grouped with others, its dynamic import, the cart's rules a
 * restored cart asks for on every page, fetched them all). Modules the entry imports are the entry's; a
 * module run by one route alone stays in that route's chunk.
 */
export function landingGroups(graph: ModuleGraph, entry: string, landingRoutes: readonly string[]): LandingGroup[] {
  const ids = [...graph.getModuleIds()];
  const byPath = (path: string) => {
    const id = ids.find((candidate) => candidate.endsWith(`/${path}`));
    if (!id) graph.error(`landing-chunk: ${path} is not a module of the build: was it renamed? Update vite.config.ts.`);
    return id;
  };
  const closure = (from: string) => reachable([from], (id) => graph.getModuleInfo(id)?.importedIds ?? []);
  const initial = closure(byPath(entry));
  const routes = landingRoutes.map(byPath);
  const routeClosures = routes.map(closure);
  const shared = new Set(routeClosures.flatMap((modules) => [...modules]).filter((id) => !initial.has(id) && !routes.includes(id)));
  const lazy = [...shared].filter((id) => graph.getModuleInfo(id)?.dynamicImporters.length);
  const runners = [
    ...routes.map((route, index) => ({ name: pageName(landingRoutes[index] ?? route), modules: routeClosures[index] ?? new Set<string>() })),
    ...lazy.map((id) => ({ name: moduleName(id), modules: closure(id) })),
  ];
  /** Each grouped module's group, and how many run each group. */
  const runBy = new Map<string, string>();
  const runnerCount = new Map<string, number>();
  for (const id of shared) {
    const names = runners.filter((runner) => runner.modules.has(id)).map((runner) => runner.name);
    if (names.length < 2) continue;
    const group = `landing-${names.join('-')}`;
    runBy.set(id, group);
    runnerCount.set(group, names.length);
  }
  // The bundler takes each group's modules with their imports, first group first. An import is run by all
  // that run its importer, and more: the groups run by more come first, so each takes its own imports
  // before a group run by fewer could take them (and make its pages fetch that group).
  return [...runnerCount]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([name]) => ({ name, test: (id: string) => runBy.get(id) === name }));
}

/** Groups the config declares before the graph is known; the build fails if it needs more. */
const SLOTS = 16;

export interface LandingChunks {
  plugin: Plugin;
  /** The code-splitting groups, to follow the libraries' and the entry's in vite.config.ts. */
  groups: { name: () => string | null; debugName: string; test: (id: string) => boolean }[];
}

/**
 * The plugin reads the module graph once the build has it. The bundler reads its output options before
 * that, so the config declares slots, in order, each filled here with a group (its name and its test).
 */
export function landingChunks(entry: string, landingRoutes: readonly string[]): LandingChunks {
  let filled: LandingGroup[] = [];
  return {
    plugin: {
      name: 'landing-chunk',
      apply: 'build',
      buildEnd() {
        filled = landingGroups(this, entry, landingRoutes);
        if (filled.length > SLOTS) this.error(`landing-chunk: ${filled.length} groups, ${SLOTS} slots: raise SLOTS in tests/support/landingChunk.ts.`);
      },
    },
    groups: Array.from({ length: SLOTS }, (_, slot) => ({
      name: () => filled[slot]?.name ?? null,
      debugName: `landing slot ${slot}`,
      test: (id: string) => filled[slot]?.test(id) ?? false,
    })),
  };
}
