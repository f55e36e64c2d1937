/**
 * Build step: react-aria's `useIsSSR` becomes ui/ariaHydration's, which ends hydration when the app says
 * so and tells components in batches (see there). The hook is swapped where react-aria defines it, by the
 * name it exports it under; a react-aria that no longer has it there fails the build.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SSR_PROVIDER = /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/;
const OURS = fileURLToPath(new URL('../../ui/ariaHydration/ariaHydration.ts', import.meta.url));

/** The module with its `useIsSSR` binding pointed at ours (an ES module's function binding can be reassigned). */
export function patchUseIsSSR(code: string, ours = OURS): string {
  const local = /([\w$]+) as useIsSSR\b/.exec(code)?.[1];
  if (!local || !code.includes(`function ${local}(`)) {
    throw new Error('react-aria no longer defines useIsSSR in ssr/SSRProvider.mjs: update tests/support/ariaHydration.ts.');
  }
  return `${code}\nimport { useIsSSR as __ariaHydrationUseIsSSR } from ${JSON.stringify(ours)};\n${local} = __ariaHydrationUseIsSSR;\n`;
}

export function ariaHydration(): Plugin {
  let patched = false;
  return {
    name: 'aria-hydration',
    apply: 'build',
    transform(code, id) {
      if (!SSR_PROVIDER.test(id)) return null;
      patched = true;
      return { code: patchUseIsSSR(code), map: null };
    },
    generateBundle() {
      // react-aria bundled from another file than the one patched would hydrate in one task again, silently.
      if (!patched && [...this.getModuleIds()].some((id) => /[\\/]react-aria[\\/]/.test(id))) {
        this.error('react-aria was bundled without its ssr/SSRProvider.mjs: update tests/support/ariaHydration.ts.');
      }
    },
  };
}
