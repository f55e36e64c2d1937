import { defineMessages, useIntl } from 'react-intl';
import { styled } from '@themes/stitches.config';
import type { ComboContents as Contents } from '@storefront/domain/cart';

const messages = defineMessages<{ label: { name: string }; part: { quantity: string; name: string } }>({
  label: { id: 'combo.contents', defaultMessage: 'Produtos do {name}', description: "Accessible name of the list of a combo line's products (name: the combo's)" },
  part: { id: 'combo.part', defaultMessage: '{quantity} × {name}', description: 'One product of a combo line and how many of it each combo holds' },
});

const List = styled('ul', { margin: 0, paddingInlineStart: '$5', fontSize: '$sm', color: '$textMuted', '& li': { overflowWrap: 'anywhere' } });

/**
 * A combo line's products, under its name wherever the cart is shown (spec 3: a combo goes as one
 * item with its `produtos`): the shopper sees what the combo price buys.
 */
export function ComboContents({ name, combo }: { name: string; combo: Contents }) {
  const intl = useIntl();
  return (
    <List aria-label={intl.formatMessage(messages.label, { name })}>
      {combo.products.map((part) => (
        <li key={part.idproduto}>{intl.formatMessage(messages.part, { quantity: intl.formatNumber(part.quantity, { maximumFractionDigits: 3 }), name: part.name })}</li>
      ))}
    </List>
  );
}
