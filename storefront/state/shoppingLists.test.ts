import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, changeQuantity } from './cart';
import { login } from './session';
import {
  addToList,
  applyShoppingList,
  copyToList,
  createShoppingList,
  createShoppingListsStore,
  createShoppingListStore,
  disableShoppingList,
  loadShoppingLists,
  openShoppingList,
  searchProductsForList,
} from './shoppingLists';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

// One database for the file: each test reads maria's lists as the ones before left them.
const { mock, seen } = useMockPlatform();

async function signedIn(who = 'maria@exemplo.com.br') {
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: 'demo' });
  expect(await login(stores.session, api, fornecedor.idfornecedor, { login: who, senha: 'demo1234' })).toBe(true);
  seen.length = 0;
  return { stores, api, idfornecedor: fornecedor.idfornecedor };
}

const calls = () => seen.map((r) => `${r.method} ${new URL(r.url).pathname.replace('/api/', '')}${new URL(r.url).search}`);

describe('her lists and the suggested ones (spec 7 "Shopping lists")', () => {
  it('loads both kinds, each by name', async () => {
    const { stores, api, idfornecedor } = await signedIn();
    const lists = createShoppingListsStore();
    await loadShoppingLists(lists, stores, api);
    expect(calls()).toEqual([
      `GET shopping-list/${idfornecedor}?idclient=c-maria&type=FROM_CLIENT`,
      `GET shopping-list/${idfornecedor}?idclient=c-maria&type=TO_CLIENT`,
    ]);
    expect(lists.status).toBe('loaded');
    expect(lists.mine.map((l) => l.nome)).toEqual(['Compra do mês']);
    expect(lists.suggested.map((l) => [l.nome, l.produtos.length])).toEqual([
      ['Café da manhã', 3],
      ['Reposição da mercearia', 3],
    ]);
  });

  it('fails, and asks nothing for a visitor', async () => {
    const { stores, api } = await signedIn();
    const lists = createShoppingListsStore();
    mock.useScenario('listas-falha');
    await loadShoppingLists(lists, stores, api);
    expect(lists).toMatchObject({ status: 'failed', mine: [], suggested: [] });
    stores.session.usuario = null;
    seen.length = 0;
    await loadShoppingLists(lists, stores, api);
    expect(seen).toHaveLength(0);
  });

  it('creates a list by name; a nameless one is never sent, a refusal there keeps its text', async () => {
    const { stores, api, idfornecedor } = await signedIn();
    const lists = createShoppingListsStore();
    await loadShoppingLists(lists, stores, api);
    seen.length = 0;
    expect(await createShoppingList(lists, stores, api, '   ')).toBeNull();
    expect(lists.createFailure).toBeNull();
    expect(seen).toHaveLength(0);

    const created = await createShoppingList(lists, stores, api, ' Churrasco ');
    expect(calls()).toEqual([`POST shopping-list/${idfornecedor}`]);
    expect(await seen[0]!.json()).toEqual({ nome: 'Churrasco', idcliente: 'c-maria' });
    expect(created).toMatchObject({ nome: 'Churrasco', tipo: 'FROM_CLIENT', produtos: [] });
    expect(lists.mine.map((l) => l.nome)).toEqual(['Churrasco', 'Compra do mês']);
    expect(lists.created?.nome).toBe('Churrasco');

    mock.useScenario('erro-500');
    expect(await createShoppingList(lists, stores, api, 'Outra')).toBeNull();
    expect(lists.createFailure).toEqual({ text: 'Erro interno do servidor' });
    expect(lists.mine).toHaveLength(2);
  });
});

describe('one list (spec 7)', () => {
  it('opens with its products, names, prices and quantities; copy targets are her other lists', async () => {
    const { stores, api, idfornecedor } = await signedIn();
    const list = createShoppingListStore();
    await openShoppingList(list, stores, api, 'lista-2');
    expect(calls().at(-1)).toBe(`GET shopping-list/${idfornecedor}/products/lista-2`);
    expect(list.status).toBe('loaded');
    expect(list.list).toMatchObject({ nome: 'Reposição da mercearia', tipo: 'TO_CLIENT' });
    expect(list.items.map((i) => [i.product.nome, i.product.preco, i.quantidade])).toEqual([
      ['Arroz branco tipo 1 Qualitá 1 kg', 5.9, 5],
      ['Feijão carioca Qualitá 500 g', 4.49, 4],
      ['Macarrão espaguete Qualitá 1 kg', 7.9, 3],
    ]);
    expect(list.targets.map((l) => l.nome)).toContain('Compra do mês');

    await openShoppingList(list, stores, api, 'lista-99');
    expect(list.status).toBe('notFound');
    mock.useScenario('listas-falha');
    await openShoppingList(list, stores, api, 'lista-2');
    expect(list.status).toBe('failed');
  });

  it("applies a list: the platform's cart replaces the local one, the pending change saved first", async () => {
    const { stores, api, idfornecedor } = await signedIn();
    const list = createShoppingListStore();
    await openShoppingList(list, stores, api, 'lista-3');
    const oleo = mock.db.productOf(idfornecedor, 'demo-oleo-98');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    changeQuantity(stores.cart, cartContextFor(api, stores), oleo!, { type: 'INC' });
    vi.useRealTimers();
    seen.length = 0;

    expect(await applyShoppingList(list, stores, api)).toBe(true);
    // The change's analytics event goes on its own time (after the press): only the cart's calls count here.
    const cartCalls = calls().filter((c) => !c.includes('/log/'));
    expect(cartCalls.map((c) => c.replace(/\?.*/, ''))).toEqual([`POST v2/app/app%3Ac-maria/usuario/c-maria/cart`, `POST shopping-list/${idfornecedor}/apply/lista-3`]);
    expect(list.notice).toEqual({ kind: 'applied' });
    expect(stores.cart.lines.map((l) => [l.product.idproduto, l.quantity])).toEqual([
      ['demo-cafe-109', 2],
      ['demo-leite-149', 6],
      ['demo-oleo-98', 1],
      ['demo-suco-198', 2],
    ]);
    expect(stores.cart.saving).toBe(false);
  });

  it("a failed apply keeps the cart and tells the server's text", async () => {
    const { stores, api } = await signedIn();
    const list = createShoppingListStore();
    await openShoppingList(list, stores, api, 'lista-2');
    stores.cart.lines = [{ product: { ...list.items[0]!.product }, quantity: 1, giftWrap: false, services: [] }];
    mock.useScenario('aplicar-lista-falha');
    expect(await applyShoppingList(list, stores, api)).toBe(false);
    expect(list.notice).toEqual({ kind: 'applyFailed', text: 'Não foi possível aplicar a lista agora. Tente em alguns minutos.' });
    expect(stores.cart.lines.map((l) => [l.product.idproduto, l.quantity])).toEqual([['demo-arroz-1', 1]]);
    expect(list.busy).toBeNull();
  });

  it('copies a product to another of her lists, with its quantity', async () => {
    const { stores, api } = await signedIn();
    const list = createShoppingListStore();
    await openShoppingList(list, stores, api, 'lista-2');
    seen.length = 0;
    expect(await copyToList(list, api, 'demo-macarrao-74', 'lista-1')).toBe(true);
    expect(calls()).toEqual(['POST shopping-list/lista-2/product/demo-macarrao-74/copy/lista-1']);
    expect(list.notice).toEqual({ kind: 'copied', nome: 'Macarrão espaguete Qualitá 1 kg', to: 'Compra do mês' });
    expect(list.targets.find((l) => l.id === 'lista-1')?.produtos).toContainEqual({ idproduto: 'demo-macarrao-74', quantidade: 3 });
    expect(await copyToList(list, api, 'demo-macarrao-74', 'lista-2')).toBe(false);

    mock.useScenario('erro-500');
    expect(await copyToList(list, api, 'demo-arroz-1', 'lista-1')).toBe(false);
    expect(list.notice).toEqual({ kind: 'copyFailed', nome: 'Arroz branco tipo 1 Qualitá 1 kg', text: 'Erro interno do servidor' });
  });

  it('finds catalogue products and adds one to her list at its first valid quantity', async () => {
    const { stores, api } = await signedIn();
    const list = createShoppingListStore();
    await openShoppingList(list, stores, api, 'lista-1');
    await searchProductsForList(list, stores, api, 'feijão preto & qualitá');
    expect(new URL(seen.at(-1)!.url).searchParams.get('sk')).toBe('feijão preto qualitá');
    expect(list.search.status).toBe('loaded');
    const preto = list.search.results.find((p) => p.idproduto === 'demo-feijao-33');
    expect(preto?.min_por_pedido).toBe(3);
    seen.length = 0;
    expect(await addToList(list, api, 'demo-feijao-33')).toBe(true);
    expect(await seen[0]!.json()).toEqual({ quantidade: 3 });
    expect(list.notice).toEqual({ kind: 'added', nome: preto!.nome });
    expect(list.items.find((i) => i.product.idproduto === 'demo-feijao-33')?.quantidade).toBe(3);

    await searchProductsForList(list, stores, api, '  ');
    expect(list.search).toEqual({ status: 'idle', text: '', results: [] });
    list.search = { status: 'loaded', text: 'x', results: [{ ...preto!, min_por_pedido: 5, maxporpedido: 2 }] };
    expect(await addToList(list, api, 'demo-feijao-33')).toBe(false);
    expect(list.notice).toMatchObject({ kind: 'addFailed' });
    mock.useScenario('erro-500');
    await searchProductsForList(list, stores, api, 'arroz');
    expect(list.search.status).toBe('failed');
  });

  it('disables her own list, never a suggested one; a failure keeps it', async () => {
    const { stores, api, idfornecedor } = await signedIn();
    const lists = createShoppingListsStore();
    const created = await createShoppingList(lists, stores, api, 'Para desativar');
    const list = createShoppingListStore();
    await openShoppingList(list, stores, api, 'lista-2');
    expect(await disableShoppingList(list, stores, api)).toBe(false);

    await openShoppingList(list, stores, api, created!.id);
    mock.useScenario('erro-500');
    expect(await disableShoppingList(list, stores, api)).toBe(false);
    expect(list).toMatchObject({ disabled: false, notice: { kind: 'disableFailed', text: 'Erro interno do servidor' } });
    mock.useScenario('padrao');
    seen.length = 0;
    expect(await disableShoppingList(list, stores, api)).toBe(true);
    expect(calls()).toEqual([`DELETE shopping-list/${idfornecedor}/disable/${created!.id}`]);
    expect(list.disabled).toBe(true);
    await loadShoppingLists(lists, stores, api);
    expect(lists.mine.map((l) => l.id)).not.toContain(created!.id);
  });
});
