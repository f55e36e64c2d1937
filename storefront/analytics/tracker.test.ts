import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { CookiePreferences, Fornecedor } from '@storefront/domain/types';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { eventParams, viewItemEvent, type AnalyticsEvent } from './events';
import { createTracker, trackerFor } from './tracker';

const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const { mock, seen } = useMockPlatform();

const all: CookiePreferences = { necessary: true, session: true, performance: true, personalisation: true };

function setup({ tag, trackingId, preferences = all }: { tag?: string[]; trackingId?: string; preferences?: CookiePreferences } = {}) {
  const demo = mock.db.findSupplier({ idfornecedor: S })!;
  const fornecedor: Fornecedor = {
    ...demo,
    tag: tag ?? demo.tag,
    config: { ...demo.config, ...(trackingId ? { superon_ga: { trackingGoogleAnalytics: trackingId } } : {}) },
  };
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => S, cookiePreferences: () => preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const dataLayer: unknown[] = [];
  const loadGtag = vi.fn();
  const track = createTracker({ api, supplier: () => fornecedor, preferences: () => preferences, dataLayer: () => dataLayer, loadGtag });
  return { track, dataLayer, loadGtag, api };
}

const logCalls = () => seen.filter((r) => r.method === 'POST' && r.url.includes('/v4/log/google-analytics/'));
const event: AnalyticsEvent = viewItemEvent({ idproduto: 'demo-arroz-1', nome: 'Arroz', preco: 24.9 });
/** What gtag would read: each queued `arguments` as a list. */
const commands = (layer: unknown[]) => layer.map((entry) => [...(entry as Iterable<unknown>)]);

describe('the GA4 tracker (spec 1, 3, 5, 7)', () => {
  it('sends once the page is idle after the press that made the event, not inside it', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', { requestIdleCallback: (run: () => void) => idle.push(run) });
    try {
      const { track, dataLayer } = setup({ trackingId: 'G-TESTE' });
      const sent = track(event);
      await Promise.resolve();
      expect(dataLayer).toHaveLength(0);
      expect(logCalls()).toHaveLength(0);
      for (const run of idle.splice(0)) run();
      await sent;
      expect(logCalls()).toHaveLength(1);
      expect(commands(dataLayer).at(-1)?.[1]).toBe('view_item');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('posts the event to the log call of the supplier, with the GA4 tag and consent', async () => {
    const { track, dataLayer } = setup();
    await track(event);
    expect(logCalls()).toHaveLength(1);
    expect(logCalls()[0]!.url).toBe(`http://plataforma.test/api/v4/log/google-analytics/${S}`);
    expect(await logCalls()[0]!.json()).toEqual(event);
    // No measurement id configured: nothing for gtag.
    expect(dataLayer).toEqual([]);
  });

  it("also queues it for gtag when the supplier has a measurement id, configuring it once", async () => {
    const { track, dataLayer, loadGtag } = setup({ trackingId: 'G-DEMO123' });
    await track(event);
    await track({ ...event, event: 'add_to_cart' });
    const params = eventParams(event);
    expect(commands(dataLayer)).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-DEMO123', { send_page_view: false }],
      ['event', 'view_item', { ...params, send_to: 'G-DEMO123' }],
      ['event', 'add_to_cart', { ...params, send_to: 'G-DEMO123' }],
    ]);
    // gtag.js reads Arguments objects, not arrays.
    expect(Array.isArray(dataLayer[2])).toBe(false);
    expect(loadGtag).toHaveBeenCalledTimes(1);
    expect(loadGtag).toHaveBeenCalledWith('G-DEMO123');
    expect(logCalls()).toHaveLength(2);
  });

  it.each([
    ['without consent to performance cookies', { preferences: { ...all, performance: false }, trackingId: 'G-DEMO123' }],
    ['without the supplier tag', { tag: ['has-delivery'], trackingId: 'G-DEMO123' }],
  ])('sends nothing %s', async (_, options) => {
    const { track, dataLayer, loadGtag } = setup(options);
    await track(event);
    expect(logCalls()).toHaveLength(0);
    expect(dataLayer).toEqual([]);
    expect(loadGtag).not.toHaveBeenCalled();
  });

  it('sends nothing before a supplier is known', async () => {
    const { api } = setup();
    await createTracker({ api, supplier: () => null, preferences: () => all, dataLayer: () => [] })(event);
    expect(logCalls()).toHaveLength(0);
  });

  it.each(['erro-500', 'sem-conexao'] as const)('swallows a failing log call (%s)', async (scenario) => {
    const { track } = setup();
    mock.useScenario(scenario);
    await expect(track(event)).resolves.toBeUndefined();
  });

  it('still logs when the page queue is broken', async () => {
    const { api } = setup();
    const fornecedor = { ...mock.db.findSupplier({ idfornecedor: S })!, config: { superon_ga: { trackingGoogleAnalytics: 'G-X' } } };
    const broken = () => {
      throw new Error('blocked by an extension');
    };
    await expect(createTracker({ api, supplier: () => fornecedor, preferences: () => all, dataLayer: broken })(event)).resolves.toBeUndefined();
    expect(logCalls()).toHaveLength(1);
  });

  it('reads the supplier and the consent at send time (trackerFor)', async () => {
    const { api } = setup();
    const stores = { supplier: { fornecedor: null as Fornecedor | null, configuracao: null }, consent: { preferences: { ...all, performance: false } } };
    const track = trackerFor(api, stores);
    await track(event);
    stores.supplier.fornecedor = mock.db.findSupplier({ idfornecedor: S })!;
    await track(event);
    expect(logCalls()).toHaveLength(0);
    stores.consent.preferences = all;
    await track(event);
    expect(logCalls()).toHaveLength(1);
  });
});
