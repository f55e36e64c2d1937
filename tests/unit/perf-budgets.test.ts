import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The perf budgets name route modules by path (read through the build manifest), not by import: a moved route would only fail `npm run perf`. */
describe('the size budgets name route modules that exist', () => {
  const sources = ['tests/perf/size-limit.js', 'tests/perf/firstLoad.ts'].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'(storefront\/[\w/.-]+\.tsx?)'/g)].map((match) => match[1]!),
  );

  it('reads some', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it.each(sources)('%s', (source) => {
    expect(existsSync(source)).toBe(true);
  });
});
