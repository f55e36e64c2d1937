import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppServicesContext, type AppServices } from '@storefront/state/context';
import { notify } from '@storefront/state/notices';
import { createStores } from '@storefront/state/stores';
import { renderWithIntl } from '../../../tests/support/renderWithIntl';
import { NoticeToasts } from './NoticeToasts';

function renderToasts() {
  const stores = createStores();
  // The toasts never call the platform.
  const api = {} as AppServices['api'];
  renderWithIntl(
    <AppServicesContext.Provider value={{ stores, api }}>
      <NoticeToasts />
    </AppServicesContext.Provider>,
  );
  return stores;
}

describe('NoticeToasts (spec 7, 8): the region comes with the first notice', () => {
  it('shows nothing, and no region, before anything is told', () => {
    renderToasts();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows every notice told while the region was coming, and the later ones', async () => {
    const stores = renderToasts();
    act(() => {
      notify(stores.notices, { kind: 'cartSaveFailed', text: undefined });
      notify(stores.notices, { kind: 'heldForReview' });
    });
    const region = within(await screen.findByRole('region', { name: /notificações/i }));
    const first = await region.findAllByRole('alertdialog');
    expect(first).toHaveLength(2);
    expect(region.getByText('Não foi possivel salvar o carrinho')).toBeTruthy();
    expect(region.getByText('Seu cadastro já foi confirmado e aguarda aprovação')).toBeTruthy();
    expect(stores.notices.pending).toEqual([]);
    act(() => notify(stores.notices, { kind: 'apiKeyLoginFailed', text: undefined }));
    expect(await region.findByText('Erro ao obter cliente!')).toBeTruthy();
  });
});
