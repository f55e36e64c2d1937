import { describe, expect, it } from 'vitest';
import { landingChunks, landingGroups, type ModuleGraph } from '../support/landingChunk';

/** A module graph as the bundler's plugin context shows it: each module's static imports, and who imports it dynamically. */
const graphOf = (modules: Record<string, { imports?: string[]; dynamicImporters?: string[] }>): ModuleGraph => ({
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id) => {
    const module = modules[id];
    return module ? { importedIds: module.imports ?? [], dynamicImporters: module.dynamicImporters ?? [] } : null;
  },
  error: (message) => {
    throw new Error(message);
  },
});

const graph = graphOf({
  '/p/app/main.tsx': { imports: ['/p/app/shell.tsx'] },
  '/p/app/shell.tsx': { imports: ['/p/domain/money.ts'] },
  '/p/domain/money.ts': {},
  '/p/screens/Home/index.ts': { imports: ['/p/ui/Card.tsx', '/p/domain/money.ts', '/p/ui/Carousel.tsx'] },
  '/p/screens/Product/index.ts': { imports: ['/p/ui/Card.tsx', '/p/ui/Carousel.tsx', '/p/ui/Grid.tsx'] },
  '/p/screens/Checkout/index.ts': { imports: ['/p/ui/Total.tsx', '/p/ui/Grid.tsx'] },
  '/p/ui/Card.tsx': { imports: ['/p/state/cart.ts'] },
  '/p/ui/Total.tsx': {},
  '/p/ui/Grid.tsx': { imports: ['/p/domain/pricing.ts'] },
  '/p/state/cart.ts': { imports: ['/p/domain/pricing.ts', '/p/domain/lines.ts'], dynamicImporters: ['/p/app/shell.tsx'] },
  '/p/domain/lines.ts': {},
  '/p/domain/pricing.ts': {},
  '/p/ui/Carousel.tsx': {},
});
const routes = ['screens/Home/index.ts', 'screens/Product/index.ts', 'screens/Checkout/index.ts'];

/** The group that takes a module, as the bundler asks: the first in order whose test matches. */
const groupOf = (id: string) => landingGroups(graph, 'app/main.tsx', routes).find((group) => group.test(id))?.name;

describe('landingGroups (build)', () => {
  it('groups what two or more landing pages run, directly or not, by the pages that run it', () => {
    expect(groupOf('/p/ui/Card.tsx')).toBe('landing-Home-Product');
    expect(groupOf('/p/ui/Carousel.tsx')).toBe('landing-Home-Product');
    expect(groupOf('/p/ui/Grid.tsx')).toBe('landing-Product-Checkout');
  });

  it('gives a module also imported dynamically a chunk of its own, with what only it needs', () => {
    expect(groupOf('/p/state/cart.ts')).toBe('landing-Home-Product-cart');
    expect(groupOf('/p/domain/lines.ts')).toBe('landing-Home-Product-cart');
    // Run by the checkout too: not the cart's, or the checkout would fetch the cart's chunk for it.
    expect(groupOf('/p/domain/pricing.ts')).toBe('landing-Home-Product-Checkout-cart');
  });

  it('puts the groups run by more first: a group takes its imports, which no group run by fewer may take before it', () => {
    expect(landingGroups(graph, 'app/main.tsx', routes).map((group) => group.name)).toEqual([
      'landing-Home-Product-Checkout-cart',
      'landing-Home-Product-cart',
      'landing-Home-Product',
      'landing-Product-Checkout',
    ]);
  });

  it("leaves what one landing page runs, what the entry runs, and the pages' own modules", () => {
    expect(groupOf('/p/ui/Total.tsx')).toBeUndefined();
    expect(groupOf('/p/domain/money.ts')).toBeUndefined();
    expect(groupOf('/p/screens/Home/index.ts')).toBeUndefined();
  });

  it('fails the build when a landing page is not in it', () => {
    expect(() => landingGroups(graph, 'app/main.tsx', ['screens/Gone/index.ts'])).toThrow(/screens\/Gone\/index.ts is not a module of the build/);
  });
});

describe('landingChunks (build)', () => {
  it('fills the slots the config declared, in order, once the graph is known; the slots left over take nothing', () => {
    const chunks = landingChunks('app/main.tsx', routes);
    const hook = chunks.plugin.buildEnd;
    if (typeof hook !== 'function') throw new Error('the plugin has no buildEnd hook');
    // Synchronous: the test reads its result at once.
    void hook.call(graph as never);
    expect(chunks.groups.slice(0, 4).map((group) => group.name())).toEqual([
      'landing-Home-Product-Checkout-cart',
      'landing-Home-Product-cart',
      'landing-Home-Product',
      'landing-Product-Checkout',
    ]);
    expect(chunks.groups[0]?.test('/p/domain/pricing.ts')).toBe(true);
    expect(chunks.groups[4]?.name()).toBeNull();
    expect(chunks.groups[4]?.test('/p/ui/Total.tsx')).toBe(false);
  });
});
