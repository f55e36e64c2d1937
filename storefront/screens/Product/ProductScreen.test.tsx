import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientFixtures } from '@mocks/db/platform';
import { useMockPlatform } from '../../../tests/support/mockPlatform';
import { renderWithApp } from '../../../tests/support/renderWithApp';

/* What the stories cannot show yet: a signed-in client (stories have no session parameter). */

// eslint-disable-next-line react-hooks/rules-of-hooks -- a Vitest helper named like a hook, not a React hook
const { mock, seen } = useMockPlatform();
const maria = clientFixtures.find((c) => c.usuario.idcliente === 'c-maria')!.usuario;
const S = '5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10';

describe('the product page of a signed-in client', () => {
  it('turns the availability alert on and off ("Avise-me", spec 7)', async () => {
    const user = userEvent.setup();
    renderWithApp('/demo/produto/demo-arroz-14', { usuario: maria });
    const alert = await screen.findByRole('switch', { name: 'Avise-me quando chegar' }, { timeout: 5000 });
    expect(screen.getByText('Ative para receber um aviso quando o produto voltar ao estoque.')).toBeInTheDocument();

    await user.click(alert);
    await waitFor(() => expect(alert).toBeChecked());
    expect(screen.getByText('Pronto! Vamos avisar você quando o produto voltar ao estoque.')).toBeInTheDocument();
    const subscribe = seen.find((r) => r.url.endsWith('/v4/notificacao/alerta-disponibilidade'))!;
    expect(await subscribe.json()).toEqual({ idcliente: 'c-maria', idfornecedor: S, idproduto: 'demo-arroz-14' });
    expect(mock.db.data().alerts).toContain('c-maria|demo-arroz-14');

    await user.click(alert);
    await waitFor(() => expect(alert).not.toBeChecked());
    expect(mock.db.data().alerts).not.toContain('c-maria|demo-arroz-14');
  });

  it('sees the prices a visitor does not (hide-price-for-logged-out-customers)', async () => {
    renderWithApp('/mercado-verde/produto/mercado-verde-tomate-1', { usuario: maria });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Tomate italiano Sítio Bom kg' }, { timeout: 5000 });
    const info = heading.parentElement!;
    expect(within(info).queryByText('Faça login para comprar')).not.toBeInTheDocument();
    expect(within(info).getByText('R$ 9,49 por kg')).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Adicionar ao carrinho' })).toBeInTheDocument();
  });
});
