import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppServicesContext, type AppServices } from '@storefront/state/context';
import { createStores } from '@storefront/state/stores';
import { memoryStorage } from '../../../tests/support/memoryStorage';
import { renderWithIntl } from '../../../tests/support/renderWithIntl';
import { CookieBanner } from './CookieBanner';

function renderBanner() {
  const stores = createStores(memoryStorage());
  // The banner never calls the platform.
  const api = {} as AppServices['api'];
  renderWithIntl(
    <AppServicesContext.Provider value={{ stores, api }}>
      <CookieBanner />
    </AppServicesContext.Provider>,
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
  });
});
