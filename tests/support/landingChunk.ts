/**
 * Build step: the modules every landing page runs, beyond the entry's own, go into one chunk. Left to
 * automatic splitting, each module the landing pages shared with lazy chunks became a file of its own, and
 * each small file gzips on its own. (The entry's static imports get the same treatment from rolldown's
 * `$initial` tag, in vite.config.ts.)
 */
import type { Plugin } from 'vite';
import { reachable } from './reachable.ts';

export interface LandingChunk {
  plugin: Plugin;
  /** The code-splitting group's `test`. */
  test: (id: string) => boolean;
}

/**
 * `entry` and `landingRoutes` are paths from the project root. A module belongs to the chunk when every
 * landing route imports it statically, directly or not, and the entry does not. A module also imported
 * dynamically keeps its own chunk: grouped, its dynamic import would load the whole group.
 */
export function landingChunk(entry: string, landingRoutes: readonly string[]): LandingChunk {
  let members = new Set<string>();
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
        const [first, ...others] = landingRoutes.map((route) => closure(byPath(route)));
        members = new Set(
          [...(first ?? [])].filter(
            (id) => !initial.has(id) && others.every((routeClosure) => routeClosure.has(id)) && !this.getModuleInfo(id)?.dynamicImporters.length,
          ),
        );
      },
    },
    test: (id) => members.has(id),
  };
}
