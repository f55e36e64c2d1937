import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, 'gap-end', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'gap-end', 20]],
    [5, 20, [1, 'gap-start', 4, 5, 6, 'gap-end', 20]],
    [17, 20, [1, 'gap-start', 16, 17, 18, 19, 20]],
    [20, 20, [1, 'gap-start', 16, 17, 18, 19, 20]],
  ])('page %i of %i', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  it('has nothing to show without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
    expect(pageItems(-2, 20)[0]).toBe(1);
  });

  it('always shows the first, last and current page, in order, in a fixed number of slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 3 }), (a, total, siblings) => {
        const current = ((a - 1) % total) + 1;
        const items = pageItems(current, total, siblings);
        const pages = items.filter((item): item is number => typeof item === 'number');
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect([...pages].sort((x, y) => x - y)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.length).toBe(Math.min(total, 2 * siblings + 5));
        // Every gap hides two pages or more.
        items.forEach((item, i) => {
          if (typeof item === 'string') expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
        });
      }),
    );
  });
});
