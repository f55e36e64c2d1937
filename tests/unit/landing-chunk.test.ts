import { describe, expect, it } from 'vitest';
import { landingChunks } from '../support/landingChunk';

/** A module graph as the bundler's plugin context shows it: each module's static imports, and who imports it dynamically. */
function buildEnd(graph: Record<string, { imports?: string[]; dynamicImporters?: string[] }>, routes: string[]) {
  const chunks = landingChunks('app/main.tsx', routes);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id].imports ?? [], dynamicImporters: graph[id].dynamicImporters ?? [] } : null),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = chunks.plugin.buildEnd;
  if (typeof hook !== 'function') throw new Error('the plugin has no buildEnd hook');
  // Synchronous: the test reads its result at once.
  void hook.call(context as never);
  /** The group that takes a module, as the bundler asks: the first in order whose test matches. */
  return (id: string) => chunks.groups.find((group) => group.test(id))?.name;
}

const graph = {
  '/p/app/main.tsx': { imports: ['/p/app/shell.tsx'] },
  '/p/app/shell.tsx': { imports: ['/p/domain/money.ts'] },
  '/p/domain/money.ts': {},
  '/p/screens/Home/index.ts': { imports: ['/p/state/cart.ts', '/p/domain/money.ts', '/p/ui/Carousel.tsx', '/p/state/lazyCart.ts'] },
  '/p/screens/Product/index.ts': { imports: ['/p/state/cart.ts', '/p/ui/Carousel.tsx', '/p/state/lazyCart.ts', '/p/ui/Grid.tsx'] },
  '/p/screens/Checkout/index.ts': { imports: ['/p/ui/Total.tsx', '/p/state/lazyCart.ts', '/p/ui/Grid.tsx'] },
  '/p/ui/Total.tsx': { imports: ['/p/state/cart.ts'] },
  '/p/ui/Grid.tsx': { imports: ['/p/domain/pricing.ts'] },
  '/p/state/cart.ts': { imports: ['/p/domain/pricing.ts'] },
  '/p/domain/pricing.ts': {},
  '/p/ui/Carousel.tsx': {},
  '/p/state/lazyCart.ts': { dynamicImporters: ['/p/app/shell.tsx'] },
};
const routes = ['screens/Home/index.ts', 'screens/Product/index.ts', 'screens/Checkout/index.ts'];

describe('landingChunks (build)', () => {
  it('groups what two or more landing pages import, directly or not, by the pages that import it', () => {
    const groupOf = buildEnd(graph, routes);
    expect(groupOf('/p/state/cart.ts')).toBe('landing-Home-Product-Checkout');
    expect(groupOf('/p/domain/pricing.ts')).toBe('landing-Home-Product-Checkout');
    expect(groupOf('/p/ui/Carousel.tsx')).toBe('landing-Home-Product');
    expect(groupOf('/p/ui/Grid.tsx')).toBe('landing-Product-Checkout');
  });

  it('puts the groups of more pages first: a group takes its imports, which no smaller group may take before it', () => {
    const { groups } = landingChunks('app/main.tsx', routes);
    expect(groups.map((group) => group.name)).toEqual(['landing-Home-Product-Checkout', 'landing-Home-Product', 'landing-Home-Checkout', 'landing-Product-Checkout']);
  });

  it('leaves what one landing page imports, what the entry imports, what is also imported dynamically, and the pages themselves', () => {
    const groupOf = buildEnd(graph, routes);
    expect(groupOf('/p/ui/Total.tsx')).toBeUndefined();
    expect(groupOf('/p/domain/money.ts')).toBeUndefined();
    expect(groupOf('/p/state/lazyCart.ts')).toBeUndefined();
    expect(groupOf('/p/screens/Home/index.ts')).toBeUndefined();
  });

  it('fails the build when a landing page is not in it', () => {
    expect(() => buildEnd(graph, ['screens/Gone/index.ts'])).toThrow(/screens\/Gone\/index.ts is not a module of the build/);
  });
});
