/**
 * `npm run bench:components`: what each ui/ component adds to a page, gzip. Each component folder's
 * index.ts is built alone (production, minified) with what every page already has left out (React,
 * react-intl, stitches and the kit's tokens), so the number is the component's own code plus the
 * react-aria parts it pulls in. Parts shared by several components count in each of them.
 * "In the kit" is what leaving the component out of the whole kit saves: its cost once the react-aria
 * core is on the page anyway. Writes tests/bench/components-last-run.json and prints a table.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import aliases from '../support/aliases.cjs';

/** On every page already: not the component's cost. */
const shared = [/^react($|\/)/, /^react-dom($|\/)/, /^react-intl($|\/)/, /^@stitches\/react$/, /\/themes\//, /^@themes\//];

async function gzipOf(entry: string): Promise<number> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: { alias: aliases.tsconfigAliases() },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rollupOptions: { external: (id: string) => shared.some((pattern) => pattern.test(id)) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const code = outputs.flatMap((o) => o.output).flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : []));
  return gzipSync(code.join('\n'), { level: 9 }).length;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const components = readdirSync('ui').filter((name) => existsSync(join('ui', name, 'index.ts')));

const entryOf = (names: string[]) => {
  const entry = join(mkdtempSync(join(tmpdir(), 'kit-')), 'kit.ts');
  writeFileSync(entry, names.map((c) => `export * from '${resolve('ui', c, 'index.ts')}';`).join('\n'));
  return entry;
};

// The whole kit in one bundle: shared react-aria parts counted once.
const whole = await gzipOf(entryOf(components));
const rows: { component: string; aloneKiB: number; inKitKiB: number }[] = [];
for (const component of components) {
  const alone = await gzipOf(join('ui', component, 'index.ts'));
  const without = await gzipOf(entryOf(components.filter((c) => c !== component)));
  rows.push({ component, aloneKiB: kib(alone), inKitKiB: kib(Math.max(0, whole - without)) });
}
rows.sort((a, b) => b.aloneKiB - a.aloneKiB);

console.log('\ncomponent           alone KiB  in kit KiB   (gzip)');
for (const row of rows) console.log(`${row.component.padEnd(20)}${String(row.aloneKiB).padStart(9)}${String(row.inKitKiB).padStart(12)}`);
console.log(`\nthe whole kit together: ${kib(whole)} KiB gzip (${components.length} components)`);
writeFileSync(
  'tests/bench/components-last-run.json',
  `${JSON.stringify({ date: new Date().toISOString(), wholeKitGzipKiB: kib(whole), rows }, null, 2)}\n`,
);
