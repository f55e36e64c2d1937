import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Path aliases read from tsconfig.json, so Vite, Vitest and Storybook resolve exactly
 * what TypeScript resolves: one place to change them.
 */
export function tsconfigAliases(): Record<string, string> {
  const tsconfig = JSON.parse(readFileSync(`${root}tsconfig.json`, 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [
      alias.replace(/\/\*$/, ''),
      `${root}${(target ?? '').replace(/^\.\//, '').replace(/\/\*$/, '')}`,
    ]),
  );
}
