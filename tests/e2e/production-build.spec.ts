import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { E2E_OUT_DIR } from '../support/e2eBuild';

/** The mock platform must never ship: nothing of mocks/ or MSW in the production bundle, the browser's or the server's. */
test('the production build contains no mock code', () => {
  const files = ['client/assets', 'server', 'server/assets'].flatMap((folder) => {
    const dir = join(process.cwd(), E2E_OUT_DIR, folder);
    return readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => join(dir, f));
  });
  expect(files.length).toBeGreaterThan(2);
  const bundle = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  for (const marker of ['mockServiceWorker', 'setupWorker', 'Mercado Verde Hortifrúti', 'Fornecedor não encontrado']) {
    expect(bundle, `found "${marker}" in the bundle`).not.toContain(marker);
  }
});
