/**
 * Lighthouse (mobile) on the production build, several runs a page; the caller takes the medians. The
 * cart page needs a cart: the shopper's first steps (accept the cookies, add a product) are taken in
 * the same browser, then its HTTP cache is cleared so that page is measured as cold as the others.
 *
 * Each run is two loads. The first is Lighthouse's default (simulated throttling): the scores, TBT, CLS,
 * the bytes. The second applies the same 4G and 4x CPU to a real load (`devtools` throttling) and reads
 * the paints, FCP and LCP, from it. Simulated, they flipped between runs of one build: Lantern counts a
 * module script as holding the first paint back whenever it happens to land before that paint on the
 * unthrottled load it replays (GoogleChrome/lighthouse#17163), so the product page's FCP was 0.69 s, or
 * 0.90 s with the 1 KiB runtime chunk landed first, or 1.21 s with the 96 KiB core too.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../support/browser.ts';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Painted under applied throttling: the budgets' FCP and LCP. */
  lcpMs: number;
  fcpMs: number;
  /** Lantern's simulated FCP and LCP of the first load, for comparison. */
  simulatedLcpMs: number;
  simulatedFcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKiB: number;
  totalKiB: number;
  /** Audits of the four categories that did not pass, to say why a score is under 1. */
  failing: string[];
  screenshot?: string;
}

export interface LighthousePage {
  name: string;
  path: string;
  /** Runs in the page before the measured load (with storage kept). */
  prepare?: (page: Page, origin: string) => Promise<void>;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function runLighthouse(origin: string, pages: LighthousePage[], runs: number): Promise<Map<string, LighthouseRun[]>> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  const results = new Map<string, LighthouseRun[]>();
  try {
    for (const page of pages) {
      const list: LighthouseRun[] = [];
      for (let run = 0; run < runs; run += 1) list.push(await measure(chrome.port, origin, page));
      results.set(page.name, list);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** The page's own first steps, when it has some: then Lighthouse must keep the storage they left. */
async function prepare(port: number, origin: string, page: LighthousePage): Promise<boolean> {
  if (!page.prepare) return false;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  const cdp = await tab.createCDPSession();
  // Each run starts from a first visit, as the other pages' runs do (Lighthouse resets those).
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await page.prepare(tab, origin);
  await cdp.send('Network.clearBrowserCache');
  await tab.close();
  await browser.disconnect();
  return true;
}

async function paints(port: number, origin: string, page: LighthousePage): Promise<{ fcpMs: number; lcpMs: number }> {
  const result = await lighthouse(`${origin}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: ['first-contentful-paint', 'largest-contentful-paint'],
    throttlingMethod: 'devtools',
    disableStorageReset: await prepare(port, origin, page),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const value = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);
  return { fcpMs: value('first-contentful-paint'), lcpMs: value('largest-contentful-paint') };
}

async function measure(port: number, origin: string, page: LighthousePage): Promise<LighthouseRun> {
  const result = await lighthouse(`${origin}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: await prepare(port, origin, page),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => categories[id]?.score ?? 0;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const transfer = (type: string) => kib(summary.find((item) => item.resourceType === type)?.transferSize ?? 0);
  const counted = new Set(
    Object.values(categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)),
  );
  const failing = [...counted].filter((id) => {
    const audit = audits[id];
    return audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative';
  });
  const shot = audits['final-screenshot']?.details as { data?: string } | undefined;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    ...(await paints(port, origin, page)),
    simulatedLcpMs: Math.round(value('largest-contentful-paint')),
    simulatedFcpMs: Math.round(value('first-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    scriptKiB: transfer('script'),
    totalKiB: transfer('total'),
    failing: failing.map((id) => `${id} ${audits[id]?.displayValue ?? ''}`.trim()),
    ...(shot?.data ? { screenshot: shot.data } : {}),
  };
}
