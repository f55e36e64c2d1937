import { describe, expect, it } from 'vitest';
import { landingChunk } from '../support/landingChunk';

/** A module graph as the bundler's plugin context shows it: each module's static imports, and who imports it dynamically. */
function buildEnd(graph: Record<string, { imports?: string[]; dynamicImporters?: string[] }>, routes: string[]) {
  const chunk = landingChunk('app/main.tsx', routes);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id].imports ?? [], dynamicImporters: graph[id].dynamicImporters ?? [] } : null),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = chunk.plugin.buildEnd;
  if (typeof hook !== 'function') throw new Error('the plugin has no buildEnd hook');
  // Synchronous: the test reads its result at once.
  void hook.call(context as never);
  return chunk.test;
}

const graph = {
  '/p/app/main.tsx': { imports: ['/p/app/shell.tsx'] },
  '/p/app/shell.tsx': { imports: ['/p/domain/money.ts'] },
  '/p/domain/money.ts': {},
  '/p/screens/Home/index.ts': { imports: ['/p/state/cart.ts', '/p/domain/money.ts', '/p/ui/Carousel.tsx', '/p/state/lazyCart.ts'] },
  '/p/screens/Product/index.ts': { imports: ['/p/state/cart.ts', '/p/ui/Carousel.tsx', '/p/state/lazyCart.ts'] },
  '/p/screens/Checkout/index.ts': { imports: ['/p/ui/Total.tsx', '/p/state/lazyCart.ts'] },
  '/p/ui/Total.tsx': { imports: ['/p/state/cart.ts'] },
  '/p/state/cart.ts': { imports: ['/p/domain/pricing.ts'] },
  '/p/domain/pricing.ts': {},
  '/p/ui/Carousel.tsx': {},
  '/p/state/lazyCart.ts': { dynamicImporters: ['/p/app/shell.tsx'] },
};
const routes = ['screens/Home/index.ts', 'screens/Product/index.ts', 'screens/Checkout/index.ts'];

describe('landingChunk (build)', () => {
  it('takes what every landing page imports, directly or not', () => {
    const test = buildEnd(graph, routes);
    expect(test('/p/state/cart.ts')).toBe(true);
    expect(test('/p/domain/pricing.ts')).toBe(true);
  });

  it('leaves what only some landing pages import, what the entry imports, and what is also imported dynamically', () => {
    const test = buildEnd(graph, routes);
    expect(test('/p/ui/Carousel.tsx')).toBe(false);
    expect(test('/p/domain/money.ts')).toBe(false);
    expect(test('/p/state/lazyCart.ts')).toBe(false);
    expect(test('/p/screens/Home/index.ts')).toBe(false);
  });

  it('fails the build when a landing page is not in it', () => {
    expect(() => buildEnd(graph, ['screens/Gone/index.ts'])).toThrow(/screens\/Gone\/index.ts is not a module of the build/);
  });
});
