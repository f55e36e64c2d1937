import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { patchUseIsSSR } from '../support/ariaHydration.ts';

// The file itself: react-aria's exports map leaves its private modules out of `require.resolve`.
const installed = readFileSync(new URL('../../node_modules/react-aria/dist/private/ssr/SSRProvider.mjs', import.meta.url), 'utf8');

describe('the react-aria useIsSSR build step', () => {
  it("points the installed react-aria's useIsSSR at ours, by the name it exports it under", () => {
    const local = /([\w$]+) as useIsSSR\b/.exec(installed)?.[1] ?? '';
    expect(installed).toContain(`function ${local}(`);
    const patched = patchUseIsSSR(installed, '/ours.ts');
    expect(patched.startsWith(installed)).toBe(true);
    expect(patched.slice(installed.length)).toBe(`\nimport { useIsSSR as __ariaHydrationUseIsSSR } from "/ours.ts";\n${local} = __ariaHydrationUseIsSSR;\n`);
  });

  it('fails the build when react-aria no longer defines the hook there', () => {
    expect(() => patchUseIsSSR('export { useId };', '/ours.ts')).toThrow(/no longer defines useIsSSR/);
    expect(() => patchUseIsSSR('const $a = () => true;\nexport { $a as useIsSSR };', '/ours.ts')).toThrow(/no longer defines useIsSSR/);
  });
});
