import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** The mock platform must never ship: nothing of mocks/ or MSW in the production bundle. */
test('the production build contains no mock code', () => {
  const assets = join(process.cwd(), 'dist-e2e', 'assets');
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(js.length).toBeGreaterThan(1);
  const bundle = js.map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  for (const marker of ['mockServiceWorker', 'setupWorker', 'Mercado Verde Hortifrúti', 'Fornecedor não encontrado']) {
    expect(bundle, `found "${marker}" in the bundle`).not.toContain(marker);
  }
});
