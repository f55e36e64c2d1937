import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storefront/api/client';
import type { OrderPayload } from '@storefront/api/endpoints';
import { loadCheckout } from '../../tests/support/checkoutSteps';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { cartContextFor, changeQuantity, flushCartSave } from './cart';
import { chooseDeliveryType, choosePayment, submitOrder } from './checkout';
import {
  answerCharacteristic,
  characteristicsPayload,
  checkCharacteristics,
  createCheckoutContentStore,
  loadCheckoutContent,
} from './checkoutContent';
import { login } from './session';
import { createStores } from './stores';
import { loadSupplier } from './supplier';

const { mock, seen } = useMockPlatform();

async function setUp() {
  mock.db.reset();
  const stores = createStores();
  const api = createApiClient(
    { baseURL: 'http://plataforma.test/api/', appToken: 'app', separator: ':' },
    { supplierId: () => stores.supplier.fornecedor?.idfornecedor, cookiePreferences: () => stores.consent.preferences, utm: () => ({}), onTooManyRequests: vi.fn() },
  );
  const fornecedor = await loadSupplier(stores.supplier, api, { segment: 'demo' });
  return { stores, api, idfornecedor: fornecedor.idfornecedor };
}

describe('order instructions and characteristics at checkout (spec 3, 7)', () => {
  it('loads the instructions (server HTML) and both lists of characteristics', async () => {
    const { api, idfornecedor } = await setUp();
    const store = createCheckoutContentStore();
    await loadCheckoutContent(store, api, idfornecedor);
    expect(store.instrucoes).toEqual({ status: 'loaded', html: '<p>Pedidos até as 16h são entregues no dia seguinte.</p>' });
    expect(store.caracteristicas.cliente.map((c) => c.nome)).toEqual(['Ramo de atividade']);
    expect(store.caracteristicas.pedido.map((c) => c.nome)).toEqual(['Horário de recebimento']);
    const instructions = seen.find((r) => r.url.includes('custom-content'));
    expect(new URL(instructions!.url).searchParams.get('contentType')).toBe('ORDER_INSTRUCTIONS');
    await loadCheckoutContent(store, api, idfornecedor);
    expect(seen.filter((r) => r.url.includes('custom-content'))).toHaveLength(1);
  });

  it('a required characteristic is missing until answered; blanks are not answers', async () => {
    const { api, idfornecedor } = await setUp();
    const store = createCheckoutContentStore();
    mock.useScenario('caracteristica-obrigatoria');
    await loadCheckoutContent(store, api, idfornecedor);
    expect(checkCharacteristics(store)).toBe(false);
    expect(store.faltando).toBe('responsavel');
    expect([...store.caracteristicas.cliente, ...store.caracteristicas.pedido].find((c) => c.id === store.faltando)?.nome).toBe('Responsável pelo recebimento');
    answerCharacteristic(store, 'responsavel', '   ');
    expect(store.faltando).toBe('responsavel');
    answerCharacteristic(store, 'responsavel', ' Ana ');
    expect(store.faltando).toBeNull();
    answerCharacteristic(store, 'recebimento', 'Tarde');
    expect(checkCharacteristics(store)).toBe(true);
    expect(characteristicsPayload(store)).toEqual([
      { id: 'recebimento', valor: 'Tarde' },
      { id: 'responsavel', valor: 'Ana' },
    ]);
  });

  it('failures leave the instructions out and no characteristic to ask', async () => {
    const { api, idfornecedor } = await setUp();
    const store = createCheckoutContentStore();
    mock.useScenario('erro-500');
    await loadCheckoutContent(store, api, idfornecedor);
    expect(store.instrucoes).toEqual({ status: 'failed', html: '' });
    expect(store.caracteristicas).toEqual({ status: 'failed', cliente: [], pedido: [] });
    expect(checkCharacteristics(store)).toBe(true);
  });

  it('the answers travel in the order payload as caracteristicas', async () => {
    const { stores, api, idfornecedor } = await setUp();
    expect(await login(stores.session, api, idfornecedor, { login: 'maria@exemplo.com.br', senha: 'demo1234' })).toBe(true);
    const context = cartContextFor(api, stores);
    const product = mock.db.catalogueOf(idfornecedor).produtos.find((p) => p.disponivel && !p.min_por_pedido)!;
    changeQuantity(stores.cart, context, product, { type: 'INC' });
    await flushCartSave(stores.cart, context);
    await loadCheckout(stores, api);
    await chooseDeliveryType(stores, api, 'RETIRADA');
    await choosePayment(stores, api, 'pix');
    const store = createCheckoutContentStore();
    await loadCheckoutContent(store, api, idfornecedor);
    answerCharacteristic(store, 'ramo', 'Mercado');
    expect(await submitOrder(stores, api, { caracteristicas: characteristicsPayload(store) })).not.toBeNull();
    const order = seen.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/pedido')).at(-1);
    const payload = (await order!.json()) as OrderPayload;
    expect(payload.caracteristicas).toEqual([{ id: 'ramo', valor: 'Mercado' }]);
  });
});
