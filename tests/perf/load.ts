/**
 * `npm run load` (issue 20): a bounded load test of the production server on loopback, beside the HTTP
 * mock platform. 10,000 page requests (home, catalogue and a product of the five demo suppliers: a first
 * visit, a visitor with cookies, and two signed-in shoppers by their session cookies) at concurrency 20.
 * Reports requests per second, p50/p95 latency, errors, and the server's resident memory after warm-up
 * and after the run; checks on every response that the page is its own supplier's (theme) and carries no
 * other supplier's theme, and that it is its own shopper's: the signed-in one's session (and no token),
 * or none. Exits 1 on an error, a wrong page, or memory grown by more than 10%. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startHttpMockServer } from '../../mocks/server.ts';
import { supplierFixtures } from '../../mocks/db/suppliers.ts';
import { createDatabase } from '../../mocks/db/database.ts';
import { themeFromSupplier } from '../../themes/supplierTheme.ts';
import { colors } from '../../themes/tokens.ts';
import { clientCookie, sessionCookie } from '../../storefront/domain/session.ts';
import { waitForHealth } from './health.ts';

const TOTAL = Number(process.env.LOAD_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 20);
const WARM_UP = 1_000;
const APP_PORT = Number(process.env.LOAD_APP_PORT ?? 4191);
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

const mock = await startHttpMockServer({ port: Number(process.env.LOAD_MOCK_PORT ?? 8791) });
const server = spawn('node', ['dist/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, API_BASE_URL: mock.url, DEFAULT_SUPPLIER: 'demo', HOST: '127.0.0.1', PORT: String(APP_PORT) },
});
const residentKiB = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid ?? 0}/status`, 'utf8'))?.[1] ?? 0);

await waitForHealth(`${ORIGIN}/healthz`).catch((error: unknown) => {
  server.kill();
  throw error;
});

/** Each supplier's own theme colour (a page must carry its own, never another's) and a product of its catalogue. */
const catalogue = createDatabase();
const suppliers = supplierFixtures.map(({ fornecedor, tema }) => ({
  slug: fornecedor.slug,
  primary: themeFromSupplier(tema).palette.primary,
  product: catalogue.catalogueOf(fornecedor.idfornecedor).produtos[0]?.idproduto ?? 'none',
}));
const pages = suppliers.flatMap((supplier) => ['', '/produtos', `/produto/${supplier.product}`].map((rest) => ({ supplier, path: `/${supplier.slug}${rest}` })));
/** The name=value part of a Set-Cookie line. */
const pairOf = (cookie: string) => cookie.split(';')[0] ?? '';
/** A session as the server keeps it after a login through its `/api/` (the mock platform's tokens). */
const signedIn = (idcliente: string) =>
  `vitrine_consent=v1.111; ${pairOf(sessionCookie({ token: `token-${idcliente}`, jwttoken: `jwt-${idcliente}` }, { secure: false, persistent: true }))}; ${pairOf(clientCookie({ idcliente }, false))}`;
const cookieJars = [
  { cookie: '', idcliente: null },
  { cookie: 'vitrine_consent=v1.000; utm_source=carga', idcliente: null },
  { cookie: signedIn('c-maria'), idcliente: 'c-maria' },
  { cookie: signedIn('c-mercado'), idcliente: 'c-mercado' },
];

/** Whose page it is, from the page state the browser hydrates with. */
function clientOfPage(html: string): string | null | undefined {
  const state = /<script type="application\/json" id="storefront-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!state) return undefined;
  const parsed = JSON.parse(state) as { stores?: { session?: { usuario?: { idcliente?: string } | null } } };
  return parsed.stores?.session?.usuario?.idcliente ?? null;
}

interface Outcome {
  ms: number;
  ok: boolean;
  why?: string;
}

async function one(i: number): Promise<Outcome> {
  const { supplier, path } = pages[i % pages.length]!;
  const { cookie, idcliente } = cookieJars[Math.floor(i / pages.length) % cookieJars.length]!;
  const started = performance.now();
  try {
    const response = await fetch(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    const html = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200 && response.status !== 404) return { ms, ok: false, why: `${path}: HTTP ${response.status}` };
    const css = /<style id="stitches">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    // The default tokens (:root) carry the kit's own primary, which a supplier's theme may share.
    const foreign = suppliers.find((s) => s.primary !== supplier.primary && s.primary !== colors.primary && css.includes(`--colors-primary:${s.primary}`));
    if (!css.includes(`--colors-primary:${supplier.primary}`)) return { ms, ok: false, why: `${path}: not its own theme` };
    if (foreign) return { ms, ok: false, why: `${path}: carries ${foreign.slug}'s theme` };
    const shopper = clientOfPage(html);
    if (response.status === 200 && shopper !== idcliente) return { ms, ok: false, why: `${path}: the page of ${String(shopper)}, asked by ${String(idcliente)}` };
    if (/token-c-|jwt-c-/.test(html)) return { ms, ok: false, why: `${path}: a session token in the page` };
    return { ms, ok: true };
  } catch (error) {
    return { ms: performance.now() - started, ok: false, why: `${path}: ${String(error)}` };
  }
}

async function run(count: number, offset: number): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        outcomes.push(await one(offset + i));
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

await run(WARM_UP, 0);
const afterWarmUp = residentKiB();
const { outcomes, seconds } = await run(TOTAL, WARM_UP);
const afterRun = residentKiB();
server.kill();
await mock.close();

const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
const quantile = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
const errors = outcomes.filter((o) => !o.ok);
const growth = (afterRun - afterWarmUp) / afterWarmUp;
console.log(`requests ${outcomes.length}, concurrency ${CONCURRENCY}, ${pages.length} pages x ${cookieJars.length} cookie sets`);
console.log(`requests per second ${Math.round(outcomes.length / seconds)}`);
console.log(`latency p50 ${quantile(0.5)} ms, p95 ${quantile(0.95)} ms, max ${quantile(1)} ms`);
console.log(`errors ${errors.length}${errors.length ? `: ${[...new Set(errors.map((e) => e.why))].slice(0, 5).join('; ')}` : ''}`);
console.log(`server RSS after warm-up ${Math.round(afterWarmUp / 1024)} MiB, after the run ${Math.round(afterRun / 1024)} MiB (${growth >= 0 ? '+' : ''}${Math.round(growth * 1000) / 10}%)`);
process.exit(errors.length === 0 && growth <= 0.1 ? 0 : 1);
