import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppServicesContext, type AppServices } from '@storefront/state/context';
import { createStores } from '@storefront/state/stores';
import { renderWithIntl } from '../../../tests/support/renderWithIntl';
import { CookieBanner } from './CookieBanner';

function renderBanner() {
  const stores = createStores();
  // The banner never calls the platform.
  const api = {} as AppServices['api'];
  renderWithIntl(
    <MemoryRouter initialEntries={['/demo/produtos?tag=promocao']}>
      <AppServicesContext.Provider value={{ stores, api }}>
        <CookieBanner />
      </AppServicesContext.Provider>
    </MemoryRouter>,
  );
  return stores;
}

describe('CookieBanner (spec 3, 5: four flags, default all true)', () => {
  it('saves the choice made per category; necessary cookies stay on', async () => {
    const stores = renderBanner();
    expect(stores.consent.preferences).toEqual({ necessary: true, session: true, performance: true, personalisation: true });
    await userEvent.click(screen.getByRole('button', { name: 'Personalizar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Personalizar cookies' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Desempenho' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Necessários' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar preferências' }));
    await waitFor(() => expect(stores.consent.decided).toBe(true));
    expect(stores.consent.preferences).toEqual({ necessary: true, session: true, performance: false, personalisation: true });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Preferências de cookies' })).not.toBeInTheDocument());
  });

  it.each([
    ['Aceitar todos', true],
    ['Somente necessários', false],
  ])('"%s" answers in one press', async (button, optional) => {
    const stores = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(stores.consent.preferences).toEqual({ necessary: true, session: optional, performance: optional, personalisation: optional });
    // Kept in the consent cookie the server reads on the next page.
    expect(document.cookie).toContain(`vitrine_consent=v1.${optional ? '111' : '000'}`);
  });

  it("posts the one-press answers to the server while the page's scripts have not arrived, coming back to the same page", () => {
    renderBanner();
    const accept = screen.getByRole('button', { name: 'Aceitar todos' });
    const form = accept.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/_storefront/consentimento');
    expect(Object.fromEntries(new FormData(form ?? undefined, accept))).toEqual({ voltar: '/demo/produtos?tag=promocao', escolha: 'all' });
  });
});
