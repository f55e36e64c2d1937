import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { defaultCookiePreferences } from './consent';
import { createStaticTextsStore, loadStaticTexts, STATIC_TEXT_MAX_LENGTH } from './staticTexts';

const DEMO = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
const PADARIA = '2b8f6d03-7e1c-4a95-8d2b-c0e4f6a1b397';
const { seen, mock } = useMockPlatform();

function api() {
  return createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => PADARIA, cookiePreferences: () => defaultCookiePreferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
}

const textCalls = () => seen.filter((r) => r.url.includes('/v4/static-text/'));
const answering = (answer: () => Response | Promise<Response>) => mock.server.use(http.get('*/v4/static-text/:id', answer));

describe("the supplier's wording of the platform's texts (spec 7 static-text)", () => {
  it('words our known messages as the supplier does, asked once per supplier', async () => {
    const store = createStaticTextsStore();
    const client = api();
    await loadStaticTexts(store, client, PADARIA);
    expect(store.texts).toEqual({
      'cart.empty': 'Sua sacola de pães está vazia',
      'cart.emptyText': 'Que tal um pão quentinho? Escolha no nosso cardápio.',
      'menu.orders': 'Minhas encomendas',
      'orders.emptyOrders': 'Nenhuma encomenda por aqui',
    });
    const url = new URL(textCalls()[0]!.url);
    expect(url.pathname).toBe(`/api/v4/static-text/${PADARIA}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ language: 'pt-BR', translation: 'translation' });

    await loadStaticTexts(store, client, PADARIA);
    expect(textCalls()).toHaveLength(1);
    // Another supplier: the first one's wording goes at once; this one has none of its own.
    const switching = loadStaticTexts(store, client, DEMO);
    expect(store.texts).toEqual({});
    await switching;
    expect(store.texts).toEqual({});
    expect(textCalls()).toHaveLength(2);
  });

  it('keeps our catalogue when the call fails', async () => {
    answering(() => HttpResponse.json({ mensagem: 'Erro interno do servidor' }, { status: 500 }));
    const store = createStaticTextsStore();
    await loadStaticTexts(store, api(), PADARIA);
    expect(store.texts).toEqual({});
  });

  it("drops a supplier's answer that comes after the shopper moved to another", async () => {
    answering(async () => {
      await delay(50);
      return HttpResponse.json({ carrinho: { vazio: 'Sacola vazia' } });
    });
    const store = createStaticTextsStore();
    const client = api();
    const first = loadStaticTexts(store, client, PADARIA);
    store.key = DEMO;
    await first;
    expect(store.texts).toEqual({});
  });

  it('takes a text as written (HTML, emoji, message syntax) and leaves out what a label cannot show', async () => {
    // Raw JSON: a `__proto__` key must stay a plain key, not reach any prototype.
    const body = JSON.stringify({
      'carrinho.vazio': '<b>Sacola</b> vazia 🛍️ <script>window.__xss=1</script>',
      carrinho: { vazio: 'not this one: the dotted key wins', vazioTexto: "Leve {quantidade, plural, one {# item} other {mais} e '{" },
      menu: { pedidos: 'x'.repeat(STATIC_TEXT_MAX_LENGTH + 1), faturas: '  Meus\n\tboletos\u0007  ', listas: 42, combos: 'Olá, {{nome}}' },
      pedidos: null,
      faturas: ['Sem boletos'],
      cupons: { vazio: ' ', vazioTexto: { texto: 'Sem cupons' } },
    }).replace('{', '{"__proto__":{"polluted":"sim"},"constructor":{"prototype":{"polluted":"sim"}},');
    answering(() => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }));
    const store = createStaticTextsStore();
    await loadStaticTexts(store, api(), PADARIA);
    expect(store.texts).toEqual({
      'cart.empty': '<b>Sacola</b> vazia 🛍️ <script>window.__xss=1</script>',
      'cart.emptyText': "Leve {quantidade, plural, one {# item} other {mais} e '{",
      'menu.invoices': 'Meus boletos',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads an answer that is not an object as no wording', async () => {
    answering(() => HttpResponse.json(['carrinho.vazio', 'Sacola vazia']));
    const store = createStaticTextsStore();
    await loadStaticTexts(store, api(), PADARIA);
    expect(store.texts).toEqual({});
  });
});
