import { describe, expect, it } from 'vitest';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { shopperAt } from '../../tests/support/stateShopper';
import { loadClientAddresses } from './clientAddresses';

const { mock, seen } = useMockPlatform();

async function signedIn(slug = 'demo', who: string | null = 'maria@exemplo.com.br') {
  const { stores, api } = await shopperAt(slug, who);
  seen.length = 0;
  return { stores, api };
}

describe('loadClientAddresses', () => {
  it("loads the signed-in client's addresses when the checkout has not, the first one chosen", async () => {
    const { stores, api } = await signedIn();
    await loadClientAddresses(stores, api);
    expect(stores.checkout.addresses.status).toBe('loaded');
    expect(stores.checkout.addresses.list.map((a) => a.idendereco)).toEqual(['e-paulista', 'e-campinas']);
    expect(stores.checkout.addresses.selected).toBe('e-paulista');
  });

  it('asks once: addresses already loaded stay as they are, the chosen one included', async () => {
    const { stores, api } = await signedIn();
    await loadClientAddresses(stores, api);
    stores.checkout.addresses.selected = 'e-campinas';
    await loadClientAddresses(stores, api);
    expect(seen.filter((r) => r.url.includes('/enderecos'))).toHaveLength(1);
    expect(stores.checkout.addresses.selected).toBe('e-campinas');
  });

  it('asks again with refresh (the address panel, the checkout), keeping the chosen one while it is listed', async () => {
    const { stores, api } = await signedIn();
    await loadClientAddresses(stores, api);
    stores.checkout.addresses.selected = 'e-campinas';
    const asked = loadClientAddresses(stores, api, { refresh: true });
    // The list stays on screen while it reloads.
    expect(stores.checkout.addresses).toMatchObject({ status: 'loading', selected: 'e-campinas' });
    expect(stores.checkout.addresses.list).toHaveLength(2);
    await asked;
    expect(seen.filter((r) => r.url.includes('/enderecos'))).toHaveLength(2);
    expect(stores.checkout.addresses).toMatchObject({ status: 'loaded', selected: 'e-campinas' });
  });

  it('does nothing for a visitor, and marks a failure', async () => {
    const visitor = await signedIn('demo', null);
    await loadClientAddresses(visitor.stores, visitor.api);
    expect(visitor.stores.checkout.addresses.status).toBe('idle');
    expect(seen).toHaveLength(0);

    const { stores, api } = await signedIn();
    mock.useScenario('erro-500');
    await loadClientAddresses(stores, api);
    expect(stores.checkout.addresses.status).toBe('failed');
  });
});
