import { createIntl, type MessageDescriptor } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import catalogue from './pt-BR.json';
import { locale, messagesWith } from './index';

/** A message as the app's intl (`AppProviders`) formats it over a supplier's wording, and the errors it reported. */
function intlWith(wording: Record<string, string>) {
  const onError = vi.fn();
  const intl = createIntl({ locale, defaultLocale: locale, messages: messagesWith(wording), onError });
  const format = (id: keyof typeof catalogue, values?: Record<string, string>) => {
    // As the code writes it: the message's id and its own pt-BR text.
    const descriptor: MessageDescriptor = { id, defaultMessage: catalogue[id] };
    return intl.formatMessage(descriptor, values);
  };
  return { format, onError };
}

describe("a supplier's wording (spec 7 static-text)", () => {
  it('is nothing, the same nothing each time, when the supplier words nothing: each message shows its own text', () => {
    expect(messagesWith({})).toBe(messagesWith({}));
    const { format, onError } = intlWith({});
    expect(format('cart.empty')).toBe('Seu carrinho está vazio');
    expect(format('menu.greeting', { nome: 'Maria' })).toBe('Olá, Maria');
    expect(onError).not.toHaveBeenCalled();
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

  it('leaves every other message as ours', () => {
    const { format, onError } = intlWith({ 'cart.empty': 'Sacola vazia' });
    expect(format('cart.emptyText')).toBe('Experimente adicionar alguns produtos.');
    expect(format('orders.emptyOrders')).toBe('Nenhum pedido por aqui');
    expect(format('menu.greeting', { nome: 'Maria' })).toBe('Olá, Maria');
    expect(onError).not.toHaveBeenCalled();
  });

  it('takes any id and text a supplier sends as data, "__proto__" included', () => {
    const wording = JSON.parse('{"__proto__": "x", "cart.empty": "Sacola vazia"}') as Record<string, string>;
    const messages = messagesWith(wording);
    expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
    expect(Object.hasOwn(messages, '__proto__')).toBe(true);
    expect(intlWith(wording).format('cart.empty')).toBe('Sacola vazia');
  });
});
