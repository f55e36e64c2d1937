import { describe, expect, it } from 'vitest';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { shopperAt } from '../../tests/support/stateShopper';
import { shopperContextOf } from './shopperContext';
import { createStores } from './stores';
import { createSupplierStore, loadSupplier } from './supplier';
import { loadClientAddresses } from './clientAddresses';

const { seen } = useMockPlatform();

const supplierQuery = () => {
  const call = seen.find((r) => /\/v2\/app\/app\/fornecedor$/.test(new URL(r.url).pathname));
  return Object.fromEntries(new URL(call!.url).searchParams);
};

describe('shopperContextOf (spec 7: what the supplier calls carry of the shopper)', () => {
  it('a first visit knows the delivery type only, and the company an earlier visit stored', () => {
    const stores = createStores();
    expect(shopperContextOf(stores)).toEqual({ tipoEntrega: 'DELIVERY' });
    expect(shopperContextOf(stores, '1003')).toEqual({ tipoEntrega: 'DELIVERY', idempresa: '1003' });
    // Anything else under EMPRESA_ID goes into no query.
    expect(shopperContextOf(stores, '10\n03')).toEqual({ tipoEntrega: 'DELIVERY' });
  });

  it("a visitor's point from the address search", () => {
    const stores = createStores();
    stores.location.location = { lat: -23.5614, lng: -46.6559, label: 'Avenida Paulista', servedBy: [] };
    stores.checkout.tipoEntrega = 'RETIRADA';
    expect(shopperContextOf(stores)).toEqual({ lat: -23.5614, lng: -46.6559, tipoEntrega: 'RETIRADA' });
  });

  it("a signed-in client's chosen address with its point, and the company of the supplier they are at", async () => {
    const { stores, api } = await shopperAt('demo', 'maria@exemplo.com.br');
    await loadClientAddresses(stores, api);
    // The address wins over a point searched before: it is where the client buys for.
    stores.location.location = { lat: -22.9, lng: -47.06, label: 'Campinas', servedBy: [] };
    expect(shopperContextOf(stores, '1003')).toEqual({ idcliente: 'c-maria', idendereco: 'e-paulista', lat: -23.5614, lng: -46.6559, tipoEntrega: 'DELIVERY', idempresa: '1001' });

    seen.length = 0;
    await loadSupplier(createSupplierStore(), api, { segment: 'mercado-verde' }, shopperContextOf(stores));
    expect(supplierQuery()).toEqual({
      idcliente: 'c-maria',
      idendereco: 'e-paulista',
      lat: '-23.5614',
      lng: '-46.6559',
      tipoEntrega: 'DELIVERY',
      idempresa: '1001',
      idfornecedor: 'mercado-verde',
      device: 'Desktop',
    });
  });

  it('an address without a point sends its id alone', async () => {
    const { stores, api } = await shopperAt('demo', 'maria@exemplo.com.br');
    await loadClientAddresses(stores, api);
    const [first] = stores.checkout.addresses.list;
    Object.assign(first!, { lat: undefined, lng: undefined });
    expect(shopperContextOf(stores)).toEqual({ idcliente: 'c-maria', idendereco: 'e-paulista', tipoEntrega: 'DELIVERY', idempresa: '1001' });
  });
});
