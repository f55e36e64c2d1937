/**
 * `npm run bench`: builds the storefront for production and measures what a shopper downloads:
 * the initial JavaScript (entry + modulepreloads) and each lazy route chunk, gzip-compressed,
 * against the budgets below. Fails over budget. Writes tests/bench/last-run.json.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets in KiB, gzip (issue 10 aims at <= 150 KiB of scripts per page). */
const BUDGET_INITIAL_JS_KIB = 150;
const BUDGET_ROUTE_CHUNK_KIB = 20;

const outDir = 'dist';
const started = Date.now();
execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
const buildSeconds = (Date.now() - started) / 1000;

const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? ''));
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const chunks = readdirSync(join(outDir, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((file) => {
    const source = readFileSync(join(outDir, 'assets', file));
    return { file, raw: kib(source.length), gzip: kib(gzipSync(source, { level: 9 }).length), initial: initial.has(file) };
  })
  .sort((a, b) => b.gzip - a.gzip);

const initialGzip = Math.round(chunks.filter((c) => c.initial).reduce((s, c) => s + c.gzip, 0) * 10) / 10;
const routes = chunks.filter((c) => !c.initial);
const failures = [
  ...(initialGzip > BUDGET_INITIAL_JS_KIB ? [`initial JS ${initialGzip} KiB > ${BUDGET_INITIAL_JS_KIB} KiB`] : []),
  ...routes.filter((c) => c.gzip > BUDGET_ROUTE_CHUNK_KIB).map((c) => `${c.file} ${c.gzip} KiB > ${BUDGET_ROUTE_CHUNK_KIB} KiB`),
];

console.log('\nchunk                                      raw KiB  gzip KiB  loaded');
for (const c of chunks) {
  console.log(`${c.file.padEnd(42)} ${String(c.raw).padStart(7)}  ${String(c.gzip).padStart(8)}  ${c.initial ? 'initial' : 'lazy'}`);
}
console.log(`\ninitial JS: ${initialGzip} KiB gzip (budget ${BUDGET_INITIAL_JS_KIB}); route chunks: ${routes.length} (budget ${BUDGET_ROUTE_CHUNK_KIB} KiB each); build ${buildSeconds.toFixed(1)} s`);

writeFileSync(
  'tests/bench/last-run.json',
  `${JSON.stringify({ date: new Date().toISOString(), buildSeconds, initialGzipKiB: initialGzip, chunks, failures }, null, 2)}\n`,
);
if (failures.length > 0) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
