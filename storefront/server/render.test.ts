import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { testConfig } from '../../tests/support/renderWithApp';
import { clientCookie, endedSessionCookies, sessionCookie, TOKEN_IN_COOKIE } from '@storefront/domain/session';
import { PAGE_STATE_ID, type PageState } from '@storefront/app/pageState';
import { render, type RenderOptions } from './render';

/* issue 20: one request, one page, for its supplier, with its CSS only. */

const { seen, mock } = useMockPlatform();

const options: RenderOptions = {
  config: { ...testConfig, apiBaseUrl: '/api/' },
  platformUrl: 'http://plataforma.test/api/',
  forwardHeaders: ['x-request-id'],
  nonce: 'bm9uY2U=',
  entryScript: '/assets/main.js',
  mockPlatform: false,
};

const DEMO_ID = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';

const request = (path: string, headers: Record<string, string> = {}) => new Request(new URL(path, 'http://loja.test'), { headers });

async function page(path: string, headers?: Record<string, string>) {
  const result = await render(request(path, headers), options);
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}

const stateOf = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}"[^>]*>(.*?)</script>`).exec(html)?.[1] ?? 'null') as PageState;
const styleOf = (html: string) => /<style id="stitches">(.*?)<\/style>/s.exec(html)?.[1] ?? '';

describe('render', () => {
  it("answers a supplier's home with its title, description, welcome text and theme in the first HTML", async () => {
    const { status, html } = await page('/demo');
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="pt-BR">')).toBe(true);
    expect(html).toContain('<title>Distribuidora Demo | Pedidos online</title>');
    expect(html).toContain('<meta name="description" content="Atacado e varejo com entrega para o seu negócio."/>');
    expect(html).toMatch(/<h1[^>]*>Bem-vindo à Distribuidora Demo!/);
    expect(styleOf(html)).toContain('--colors-primary:#436bac');
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/main.js" nonce="bm9uY2U="></script>');
    expect(stateOf(html).stores.supplier.fornecedor?.slug).toBe('demo');
  });

  it('has the home\'s carousels (banners, a shelf with its products) and top categories in the first HTML', async () => {
    const { html } = await page('/demo', { 'user-agent': 'Mozilla/5.0 (Linux; Android 13; Moto G) Mobile' });
    const shown = html.slice(0, html.indexOf(PAGE_STATE_ID));
    expect(shown).toMatch(/<h2[^>]*>Destaques<\/h2>/);
    expect(shown).toContain('alt="Compre no atacado: preços menores a partir de 10 unidades"');
    expect(shown).toMatch(/<h2[^>]*>Mais vendidos<\/h2>/);
    expect(shown).toMatch(/Adicionar [^"<]+ ao carrinho/);
    expect(shown).not.toContain('Carregando destaques');
    expect(shown).toMatch(/<h2[^>]*>Categorias<\/h2>/);
    expect(shown).toContain('href="/demo/produtos?categoria=demo%2Fmercearia"');
    // The phone's carousels (the user agent's), and the data the browser hydrates with, whole.
    expect(seen.some((r) => r.url.includes('/carrossel/list-for-page/') && new URL(r.url).searchParams.get('device') === 'mobile')).toBe(true);
    const home = Object.values(stateOf(html).router.loaderData ?? {}).find((d): d is { carousels: { status: string }; categories: unknown[] } => typeof d === 'object' && d !== null && 'carousels' in d);
    expect(home?.carousels.status).toBe('loaded');
    expect(home?.categories.length).toBeGreaterThan(0);
  });

  it("lays the page out for the request's screen, and hands that guess to the browser's hydration", async () => {
    const phone = await page('/demo', { 'sec-ch-ua-mobile': '?1' });
    const laptop = await page('/demo', { 'sec-ch-ua-mobile': '?0' });
    expect(stateOf(phone.html).screenWidth).toBe(390);
    expect(stateOf(laptop.html).screenWidth).toBe(1280);
    // The shelf's cards side by side: two on a phone, four on a laptop, from the first paint.
    expect(phone.html).toContain('--per-view:2');
    expect(laptop.html).toContain('--per-view:4');
    expect(laptop.html).not.toContain('--per-view:2');
  });

  it("has the supplier's footer and own wording in the first HTML, and hands them to the browser", async () => {
    const { html } = await page('/demo');
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('>Institucional<');
    expect(footer).toContain('href="/demo/pagina/quem-somos"');
    // Its HTML sanitised: the text stays, the handler goes; the script link is not offered.
    expect(footer).toContain('<p>Telefone (11) 4000-1234</p>');
    expect(footer).not.toContain('onerror');
    expect(footer).not.toContain('Promoção secreta');
    const state = stateOf(html).stores;
    expect(state.footer).toMatchObject({ status: 'loaded', key: `${DEMO_ID}|` });
    const padaria = stateOf((await page('/padaria-sol')).html).stores;
    expect(Object.keys(padaria.staticTexts.texts)).toContain('cart.empty');
  });

  it("carries each supplier's theme only, however many were rendered before", async () => {
    const padaria = styleOf((await page('/padaria-sol')).html);
    const demo = styleOf((await page('/demo')).html);
    const padariaPrimary = /--colors-primary:(#[0-9a-f]{6})/g.exec(padaria.replace(/:root[^}]*\}/, ''))?.[1] ?? '';
    expect(padariaPrimary).toBe('#ffe66d');
    // The default tokens once (:root), then the supplier's own class: the earlier supplier's colours are not in the sheet.
    expect(demo.match(/--colors-primary:/g)).toHaveLength(2);
    expect(demo).not.toContain(padariaPrimary);
    // And what was rendered: a class the page uses is in its sheet.
    const someClass = /class="(c-[\w-]+)/.exec((await page('/padaria-sol')).html)?.[1] ?? '';
    expect(padaria).toContain(`.${someClass}`);
  });

  it("sends an unknown supplier to the provider's site, a real redirect", async () => {
    expect(await render(request('/nao-existe'), options)).toEqual({ kind: 'redirect', status: 302, location: testConfig.providerSiteUrl, setCookies: [] });
  });

  it("answers 404 for an unknown page of a known supplier, inside its shell", async () => {
    const { status, html } = await page('/demo/nao-existe');
    expect(status).toBe(404);
    expect(html).toContain('<title>Distribuidora Demo | Pedidos online</title>');
    expect(stateOf(html).router.errors).not.toBeNull();
  });

  it('asks the platform with the consent cookie, the UTM of the link and the headers it passes on', async () => {
    await page('/demo?utm_source=zap', { cookie: 'vitrine_consent=v1.000', 'x-request-id': 'abc', 'x-other': 'no' });
    const theme = seen.find((r) => new URL(r.url).pathname.endsWith('/tema'));
    expect(JSON.parse(theme?.headers.get('x-cookie-preferences') ?? '{}')).toEqual({ necessary: true, session: false, performance: false, personalisation: false });
    expect(theme?.headers.get('x-utm-source')).toBe('zap');
    expect(theme?.headers.get('x-request-id')).toBe('abc');
    expect(theme?.headers.get('x-other')).toBeNull();
  });

  it('shows the cookie banner only to someone who has not answered', async () => {
    expect((await page('/demo')).html).toContain('aria-label="Preferências de cookies"');
    const answered = await page('/demo', { cookie: 'vitrine_consent=v1.111' });
    expect(answered.html).not.toContain('aria-label="Preferências de cookies"');
    expect(stateOf(answered.html).stores.consent).toEqual({ decided: true, preferences: { necessary: true, session: true, performance: true, personalisation: true } });
  });

 it("a product page: name, photo, price and description in the HTML, with Open Graph, canonical and JSON-LD", async () => {
    const { status, html } = await page('/demo/produto/demo-arroz-1');
    expect(status).toBe(200);
    const product = mock.db.productOf(DEMO_ID, 'demo-arroz-1');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product?.nome ?? '?'}</h1>`));
    expect(html).toContain('R$&nbsp;5,90'.replace('&nbsp;', '\u00a0'));
    expect(html).toContain(`<meta property="og:title" content="${product?.nome ?? '?'}"/>`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/loja\.test\/fixtures\/[^"]+"\/>/);
    expect(html).toContain('<link rel="canonical" href="http://loja.test/demo/produto/demo-arroz-1"/>');
    expect(html).toContain('<meta property="og:site_name" content="Distribuidora Demo"/>');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { offers?: { price: string; priceCurrency: string } };
    expect(jsonLd.offers).toMatchObject({ price: '5.90', priceCurrency: 'BRL' });
  });

  it('a product of a supplier that hides prices from visitors: no price and no offer', async () => {
    const hidden = mock.db.catalogueOf('9c4e2b71-0d3a-4f58-b6e1-2a7d9c3f5e42').produtos[0];
    const { html } = await page(`/mercado-verde/produto/${hidden?.idproduto ?? '?'}`);
    expect(html).toContain(`<meta property="og:title" content="${hidden?.nome ?? '?'}"/>`);
    expect(html).not.toContain('R$');
    expect(html).not.toContain('"offers"');
  });

  it('an unknown product is a 404 with the product page\'s own words', async () => {
    const { status, html } = await page('/demo/produto/nao-existe');
    expect(status).toBe(404);
    expect(html).toContain('Produto não encontrado');
  });

  it("sends a returning shopper's / to the supplier of her EMPRESA_ID cookie", async () => {
    expect(await render(request('/', { cookie: 'EMPRESA_ID=1003' }), options)).toMatchObject({ kind: 'redirect', location: '/padaria-sol' });
    expect(await render(request('/', { cookie: 'EMPRESA_ID=%E0%A4%A' }), options)).toMatchObject({ kind: 'redirect', location: '/demo' });
  });

  it('a catalogue page: its first 20 products with names, photos and prices, the category tree, its tags and sort', async () => {
    const { status, html } = await page('/demo/produtos?categoria=demo%2Fmercearia&ordem=menor-preco');
    expect(status).toBe(200);
    const listed = mock.db.listProducts(DEMO_ID, { categ: 'demo/mercearia', ordenacao: 'menor-preco', page: 1, limit: 20 }).produtos;
    expect(listed).toHaveLength(20);
    const shown = html.slice(0, html.indexOf(PAGE_STATE_ID));
    for (const product of listed) expect(shown).toContain(`>${product.nome}<`);
    expect(html).toMatch(/<h1[^>]*>Mercearia<\/h1>/);
    expect(html).toContain('<img');
    expect(html).toContain('R$\u00a0');
    // The tree, the offered tags and the sort come with the page (the tree and chips are drawn once the aside opens).
    const data = Object.values(stateOf(html).router.loaderData ?? {}).find((d): d is { setores: unknown[]; tags: unknown[]; ordenacao: string } => typeof d === 'object' && d !== null && 'setores' in d);
    expect(data?.setores.length).toBeGreaterThan(0);
    expect(data?.tags.length).toBeGreaterThan(0);
    expect(data?.ordenacao).toBe('menor-preco');
  });

  it('a catalogue of a supplier that hides prices from visitors lists its products without a price', async () => {
    const { html } = await page('/mercado-verde/produtos');
    const listed = mock.db.listProducts('9c4e2b71-0d3a-4f58-b6e1-2a7d9c3f5e42', { ordenacao: 'menor-preco', page: 1, limit: 20 }).produtos;
    for (const product of listed) expect(html).toContain(`>${product.nome}<`);
    expect(html).not.toContain('R$');
  });

  it('sends a page whose calls the platform refused with a 429 to its route, a real redirect', async () => {
    mock.server.use(http.get('*/listaprodutosf/:supplier', () => HttpResponse.json({ mensagem: 'Too Many Requests' }, { status: 429 })));
    expect(await render(request('/demo/produtos'), options)).toEqual({ kind: 'redirect', status: 302, location: '/demo/erro/too-many-request', setCookies: [] });
  });

  const signedInCookies = (idcliente: string) =>
    `${sessionCookie({ token: `token-${idcliente}`, jwttoken: `jwt-${idcliente}`, email: 'maria@exemplo.com.br' }, { secure: false, persistent: true }).split(';')[0] ?? ''}; ` +
    (clientCookie({ idcliente }, false).split(';')[0] ?? '');

  it("a signed-in shopper's first HTML is hers: her prices where visitors see none, and no token in the page", async () => {
    const { html, setCookies, personal } = await page('/mercado-verde/produtos', { cookie: signedInCookies('c-maria') });
    expect(personal).toBe(true);
    expect(html).toContain('R$\u00a0');
    const { session } = stateOf(html).stores;
    expect(session).toMatchObject({ status: 'authenticated', usuario: { idcliente: 'c-maria', token: TOKEN_IN_COOKIE } });
    expect(html).not.toContain('token-c-maria');
    expect(html).not.toContain('jwt-c-maria');
    expect(setCookies).toEqual([]);
    // Only the session cookie, with no client named to resume (no consent to keep it): a visitor's page.
    const visitor = await page('/mercado-verde/produtos', { cookie: signedInCookies('c-maria').split('; ')[0] ?? '' });
    expect(visitor.html).not.toContain('R$');
    // Still not for a shared cache: it came with a session, whatever became of it.
    expect(visitor.personal).toBe(true);
    expect((await page('/mercado-verde/produtos')).personal).toBe(false);
  });

  it("a signed-in shopper's orders and an order of hers are in the first HTML; a visitor gets the way in", async () => {
    const numpedido = mock.db.orders('c-maria')[0]?.numpedido ?? '?';
    const list = await page('/demo/pedidos', { cookie: signedInCookies('c-maria') });
    expect(list.html).toContain(numpedido);
    expect(list.html).not.toContain('Carregando pedidos');
    const order = await page(`/demo/pedidos/${numpedido}`, { cookie: signedInCookies('c-maria') });
    expect(order.html).toMatch(new RegExp(`<h1[^>]*>[^<]*${numpedido}`));
    const visitor = await page('/demo/pedidos');
    expect(visitor.html).not.toContain(numpedido);
  });

  it("a signed-in shopper's lists, combos, titles and subscriptions are in the first HTML; a list she does not have is a 404", async () => {
    const cookie = signedInCookies('c-maria');
    const shown = async (path: string) => {
      const { status, html } = await page(path, { cookie });
      return { status, html: html.slice(0, html.indexOf(PAGE_STATE_ID)) };
    };
    const list = await shown('/demo/listas/lista-2');
    expect(list.html).toMatch(/<h1[^>]*>Reposição da mercearia<\/h1>/);
    expect((await shown('/demo/listas')).html).toContain('Compra do mês');
    expect((await shown('/demo/listas/lista-que-nao-existe')).status).toBe(404);
    expect((await shown('/demo/combos')).html).toContain('Combo Café da manhã');
    expect((await shown(`/demo/combos/${DEMO_ID}-combo-2`)).html).toMatch(/<h1[^>]*>Combo Café da manhã<\/h1>/);
    const invoices = await shown('/demo/faturas');
    expect(invoices.html).toContain('Vencido há 12 dias');
    expect(invoices.html).not.toContain('Carregando faturas');
    expect((await shown('/demo/assinaturas')).html).toContain('Toda semana');
    expect((await shown('/demo/assinaturas/ass-1')).html).toMatch(/<h1[^>]*>Assinatura: Toda semana<\/h1>/);
  });

  it("a signed-in shopper's checkout comes with what the platform offers her, for the browser's first render", async () => {
    const { html } = await page('/demo/finalizar', { cookie: signedInCookies('c-maria') });
    // Her cart is the browser's: the server's page waits for it rather than calling it empty.
    expect(html).toContain('Carregando seu carrinho');
    expect(html).not.toContain('O carrinho está vazio');
    const { checkout } = stateOf(html).stores;
    expect(checkout.payment.status).toBe('loaded');
    expect(checkout.payment.methods.map((m) => m.tipo)).toContain('PIX');
    expect(checkout.addresses).toMatchObject({ status: 'loaded', selected: expect.any(String) as string });
    expect(checkout.addresses.list.length).toBeGreaterThan(0);
    expect(checkout.serviceArea.status).toBe('loaded');
    expect(checkout.serviceArea.lojas.length).toBeGreaterThan(0);
    expect(checkout.pickupStore).toBe(0);
    // A visitor's checkout asks her to log in: nothing of anyone's is in it.
    const visitor = stateOf((await page('/demo/finalizar')).html).stores.checkout;
    expect(visitor.addresses).toMatchObject({ status: 'idle', list: [] });
    expect(visitor.billing).toBeNull();
  });

  it('a session the platform refuses is expired, and its cookies go', async () => {
    mock.useScenario('sessao-expirada');
    const { html, setCookies } = await page('/demo', { cookie: signedInCookies('c-maria') });
    expect(stateOf(html).stores.session).toMatchObject({ status: 'anonymous', expired: true });
    expect(setCookies).toEqual(endedSessionCookies());
  });

  it('a static page: its title and its HTML, sanitised, in the first HTML; an unknown one is a 404', async () => {
    const { status, html } = await page('/demo/pagina/novidades');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Novidades<\/h1>/);
    // The page's HTML, as SafeHtml wrote it (its lazy part).
    const shown = /<h1 id="pagina-titulo">[\s\S]*?<!--\/\$-->/.exec(html)?.[0] ?? '';
    expect(shown).toContain('<h2>Novidades da semana</h2><p>Chegaram produtos novos na mercearia.</p>');
    expect(shown).toContain('<a href="/demo/produtos">Ver produtos</a>');
    for (const vector of ['onerror', 'onload', 'onclick', 'javascript:', '<script', '<iframe', '<svg', 'style=', '__xss']) expect(shown).not.toContain(vector);
    expect(html).toContain('<link rel="canonical" href="http://loja.test/demo/pagina/novidades"/>');
    expect(html).toContain('<meta property="og:description" content="Novidades da semana Chegaram produtos novos na mercearia.');
    expect((await page('/demo/pagina/nao-existe')).status).toBe(404);
  });

  it('every public page names itself for a link preview: Open Graph and a canonical link', async () => {
    const home = (await page('/demo?utm_source=zap')).html;
    expect(home).toContain('<link rel="canonical" href="http://loja.test/demo"/>');
    expect(home).toContain('<meta property="og:title" content="Distribuidora Demo | Pedidos online"/>');
    expect(home).toContain('<meta property="og:image" content="http://loja.test/fixtures/logos/demo.svg"/>');
    expect(home).toContain('<meta property="og:site_name" content="Distribuidora Demo"/>');
    // A category's views (text, tags, sort) are one page to a search engine.
    const catalogue = (await page('/demo/produtos?categoria=demo%2Fmercearia&ordem=menor-preco&tag=promocao')).html;
    expect(catalogue).toContain('<link rel="canonical" href="http://loja.test/demo/produtos?categoria=demo%2Fmercearia"/>');
    expect(catalogue).toContain('<meta property="og:title" content="Mercearia"/>');
    expect(catalogue.match(/property="og:title"/g)).toHaveLength(1);
  });

  it("a store reached by its id names the pages by its slug (one canonical address each), while its links keep the shopper's address", async () => {
    const id = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';
    const home = (await page(`/${id}`)).html;
    expect(home).toContain('<link rel="canonical" href="http://loja.test/demo"/>');
    expect(home).toContain(`href="/${id}/produtos"`);
    const product = (await page(`/${id}/produto/demo-arroz-1`)).html;
    expect(product).toContain('<link rel="canonical" href="http://loja.test/demo/produto/demo-arroz-1"/>');
    expect(product).toContain('"url":"http://loja.test/demo/produto/demo-arroz-1"');
    expect(product).toContain(`href="/${id}/produtos"`);
    const catalogue = (await page(`/${id}/produtos?categoria=demo%2Fmercearia`)).html;
    expect(catalogue).toContain('<link rel="canonical" href="http://loja.test/demo/produtos?categoria=demo%2Fmercearia"/>');
    expect(catalogue).toContain(`href="/${id}/produto/`);
  });
});
