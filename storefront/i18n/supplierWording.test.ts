import { createIntl, type MessageDescriptor } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadPageMessages, locale, messagesWith } from './index';

/** A message of the catalogue as the app's intl (`AppProviders`) formats it over a supplier's wording, and the errors it reported. */
function intlWith(wording: Record<string, string>) {
  const onError = vi.fn();
  const intl = createIntl({ locale, defaultLocale: locale, messages: messagesWith(wording), onError });
  const format = (id: string, values?: Record<string, string>) => {
    const descriptor: MessageDescriptor = { id };
    return intl.formatMessage(descriptor, values);
  };
  return { format, onError };
}

describe("the catalogue with a supplier's wording (spec 7 static-text)", () => {
  it("is the catalogue itself when the supplier words nothing", () => {
    expect(messagesWith({})).toBe(messagesWith({}));
    expect(intlWith({}).format('cart.empty')).toBe('Seu carrinho está vazio');
  });

  it('shows a text as written: message syntax, quotes and markup never format nor throw', () => {
    const { format, onError } = intlWith({
      'cart.empty': 'Leve {quantidade, plural, one {# item}',
      'cart.emptyText': "It's '{' <b>bold</b> 🛍️",
      'menu.orders': '{nome}',
    });
    expect(format('cart.empty')).toBe('Leve {quantidade, plural, one {# item}');
    expect(format('cart.emptyText')).toBe("It's '{' <b>bold</b> 🛍️");
    expect(format('menu.orders', { nome: 'Maria' })).toBe('{nome}');
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves every other message as ours, the later pages ones included', async () => {
    await loadPageMessages();
    const { format, onError } = intlWith({ 'cart.empty': 'Sacola vazia' });
    expect(format('cart.emptyText')).toBe('Experimente adicionar alguns produtos.');
    expect(format('orders.emptyOrders')).toBe('Nenhum pedido por aqui');
    expect(format('menu.greeting', { nome: 'Maria' })).toBe('Olá, Maria');
    expect(onError).not.toHaveBeenCalled();
  });
});
