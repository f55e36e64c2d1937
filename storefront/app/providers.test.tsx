import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMockPlatform } from '../../tests/support/mockPlatform';
import { renderWithApp } from '../../tests/support/renderWithApp';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a Vitest helper named like a hook, not a React hook
const { mock, seen } = useMockPlatform();
const PADARIA = '2b8f6d03-7e1c-4a95-8d2b-c0e4f6a1b397';

async function openEmptyCart() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Carrinho, vazio' }, { timeout: 5000 }));
  return within(await screen.findByRole('dialog', { name: 'Carrinho' }, { timeout: 5000 }));
}

describe("the app's texts in the supplier's words (spec 7 static-text)", () => {
  it('shows the empty cart as the supplier words it, asked once with the supplier', async () => {
    renderWithApp('/padaria-sol');
    const cart = await openEmptyCart();
    expect(await cart.findByRole('heading', { name: 'Sua sacola de pães está vazia' })).toBeInTheDocument();
    expect(cart.getByText('Que tal um pão quentinho? Escolha no nosso cardápio.')).toBeInTheDocument();
    const asked = seen.filter((r) => r.url.includes('/v4/static-text/'));
    expect(asked.map((r) => new URL(r.url).pathname)).toEqual([`/api/v4/static-text/${PADARIA}`]);
  });

  it('keeps our words when the platform fails', async () => {
    mock.server.use(http.get('*/v4/static-text/:id', () => HttpResponse.json({ mensagem: 'Erro interno do servidor' }, { status: 500 })));
    renderWithApp('/padaria-sol');
    const cart = await openEmptyCart();
    expect(cart.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeInTheDocument();
  });
});
