// CommonJS so that ESLint's import resolver (require) and Vite's config (import) share it.
const { readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '../..');

/**
 * Path aliases read from tsconfig.json (`@ui/*` -> `<root>/ui`), so Vite, Vitest, Storybook and
 * ESLint resolve exactly what TypeScript resolves: one place to change them.
 * @returns {Record<string, string>}
 */
function tsconfigAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
      alias.replace(/\/\*$/, ''),
      join(root, target.replace(/\/\*$/, '')),
    ]),
  );
}

module.exports = { tsconfigAliases };
