import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { styled } from '@themes/stitches.config';

const messages = defineMessages<{
  from: NoMessageValues;
  unitSuffix: { unit: string };
  spokenFrom: { price: string };
  spokenPerUnit: { price: string; unit: string };
  spokenWasNow: { oldPrice: string; price: string };
}>({
  from: {
    id: 'ui.price.from',
    defaultMessage: 'a partir de',
    description: 'Small visible prefix before the lowest price of a product with several prices (range)',
  },
  unitSuffix: {
    id: 'ui.price.unitSuffix',
    defaultMessage: '/{unit}',
    description: 'Visible suffix after a price sold by unit of measure, e.g. "/kg"; unit is the product unit abbreviation',
  },
  spokenFrom: {
    id: 'ui.price.spokenFrom',
    defaultMessage: 'a partir de {price}',
    description: 'Text read by screen readers for the lowest price of a range; price is the formatted price',
  },
  spokenPerUnit: {
    id: 'ui.price.spokenPerUnit',
    defaultMessage: '{price} por {unit}',
    description: 'Text read by screen readers for a price per unit of measure, e.g. "R$ 12,90 por kg"',
  },
  spokenWasNow: {
    id: 'ui.price.spokenWasNow',
    defaultMessage: 'De {oldPrice} por {price}',
    description: 'Text read by screen readers for a discounted price: the old (struck-through) price, then the current one',
  },
});

export interface PriceProps {
  /** The current price in reais. */
  value: number;
  /** The price before a discount: shown struck through and read as "De ... por ...". */
  oldValue?: number;
  /** Unit of sale ("un", "kg"): shown as "/kg", read as "por kg". */
  unit?: string;
  /** Prefixes "a partir de": the lowest of several prices (variants, price ranges). */
  from?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const Root = styled('span', {
  position: 'relative',
  display: 'inline-block',
  color: '$text',
  lineHeight: '$tight',
});

const Spoken = styled('span', { visuallyHidden: true });

const Visual = styled('span', {
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '$1',
});

const Small = styled('span', {
  color: '$textMuted',
  fontWeight: '$regular',
  variants: {
    size: {
      sm: { fontSize: '$xs' },
      md: { fontSize: '$sm' },
      lg: { fontSize: '$md' },
    },
  },
});

const Old = styled('s', {
  color: '$textMuted',
  textDecoration: 'line-through',
  variants: {
    size: {
      sm: { fontSize: '$xs' },
      md: { fontSize: '$sm' },
      lg: { fontSize: '$md' },
    },
  },
});

/** Price and unit stay together: a wrap never leaves "/kg" alone on the next line. */
const Amount = styled('span', {
  whiteSpace: 'nowrap',
  fontWeight: '$bold',
  variants: {
    size: {
      sm: { fontSize: '$sm' },
      md: { fontSize: '$lg' },
      lg: { fontSize: '$xxl' },
    },
  },
});

/**
 * A BRL price as a shopper sees it (old price struck through, "/kg", "a partir de"); screen readers
 * get one plain sentence instead of the visual pieces ("De R$ 15,90 por R$ 12,90").
 */
export function Price({ value, oldValue, unit, from = false, size = 'md' }: PriceProps) {
  const intl = useIntl();
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'BRL' });
  const price = money(value);

  let spoken = unit ? intl.formatMessage(messages.spokenPerUnit, { price, unit }) : price;
  if (from) spoken = intl.formatMessage(messages.spokenFrom, { price: spoken });
  if (oldValue !== undefined) spoken = intl.formatMessage(messages.spokenWasNow, { oldPrice: money(oldValue), price: spoken });

  return (
    <Root data-size={size}>
      <Spoken>{spoken}</Spoken>
      <Visual aria-hidden="true">
        {/* Real spaces between the parts, so copied text reads "a partir de R$ 8,50"; flex ignores them. */}
        {from ? <Small size={size}>{intl.formatMessage(messages.from)} </Small> : null}
        {oldValue !== undefined ? <Old size={size}>{money(oldValue)} </Old> : null}
        <Amount size={size}>
          {price}
          {unit ? <Small size={size}>{intl.formatMessage(messages.unitSuffix, { unit })}</Small> : null}
        </Amount>
      </Visual>
    </Root>
  );
}
