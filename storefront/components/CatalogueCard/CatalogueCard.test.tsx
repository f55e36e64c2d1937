import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Cupom } from '@storefront/domain/coupons';
import { renderWithIntl } from '../../../tests/support/renderWithIntl';
import { CatalogueCard, type CatalogueCardProps } from './CatalogueCard';

/* spec 3 habilitar_visualizacao_desconto on a card: the states a story of the real app cannot all reach. */

const arroz: CatalogueCardProps['product'] = { idproduto: 'arroz', nome: 'Arroz 1 kg', preco: 5.9, preconf: 6.79, disponivel: true, unidade: 'un' };
const dez: Cupom = { codigocupom: 'DEZ', tipodesconto: '%', percentualDesconto: 10, habilitar_visualizacao_desconto: true };

const card = (props: Partial<CatalogueCardProps>) =>
  renderWithIntl(<CatalogueCard product={arroz} href="/demo/produto/arroz" quantity={0} isLocked={false} hiddenReason={undefined} onQuantityChange={vi.fn()} {...props} />);

describe('a catalogue card and the coupon in force', () => {
  it('shows the price with the coupon, "de" the price without it, and names the coupon', () => {
    card({ coupon: dez });
    expect(screen.getByText(/^De R\$\s5,90 por R\$\s5,31$/)).toBeInTheDocument();
    expect(screen.getByText('Com o cupom DEZ')).toBeInTheDocument();
  });

  it.each<[string, Cupom | undefined]>([
    ['no coupon', undefined],
    ['a coupon without the flag', { ...dez, habilitar_visualizacao_desconto: undefined }],
    ['a coupon of other products', { ...dez, produtosComDesconto: ['feijao'] }],
    ['a value coupon (R$ off the order)', { ...dez, tipodesconto: 'R$', percentualDesconto: 15 }],
  ])('with %s, nothing changes: the list price stays the old one', (_, coupon) => {
    card({ coupon });
    expect(screen.getByText(/^De R\$\s6,79 por R\$\s5,90$/)).toBeInTheDocument();
    expect(screen.queryByText(/Com o cupom/)).not.toBeInTheDocument();
  });

  it('says nothing of the coupon while the price is hidden (spec 5)', () => {
    card({ coupon: dez, hiddenReason: 'Faça login para comprar' });
    expect(screen.getByText('Faça login para comprar')).toBeInTheDocument();
    expect(screen.queryByText(/R\$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Com o cupom/)).not.toBeInTheDocument();
  });
});

describe("a catalogue card's wholesale hint (spec 4, the rule the cart applies)", () => {
  it('offers a lower price from the minimum', () => {
    card({ product: { ...arroz, precovendaatacado: 5.5, minvendaatacado: 6 } });
    expect(screen.getByText(/^Atacado: R\$\s5,50 a partir de 6 un$/)).toBeInTheDocument();
  });

  it.each([5.9, 6.2])('offers nothing when the "wholesale" price is R$ %s, not below the price', (precovendaatacado) => {
    card({ product: { ...arroz, precovendaatacado, minvendaatacado: 6 } });
    expect(screen.queryByText(/^Atacado/)).not.toBeInTheDocument();
  });
});
