import { useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { Price } from '@ui/Price';
import { Inline } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { toReais } from '@storefront/domain/money';
import { quickOrderMessages as messages } from './messages';

/** A bar closing the checked rows, so their total and the one way to the cart read as their conclusion. */
const Bar = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$lg',
  backgroundColor: '$surface',
});

interface AddBarProps {
  /** How many rows can go to the cart (the valid and the adjusted ones). */
  addable: number;
  totalCents: number;
  showPrices: boolean;
  /** Buying is closed (prices hidden, or a visitor): no button, the page's alert says why. */
  buyingClosed: boolean;
  isAdding: boolean;
  onAdd: () => void;
}

/** The total of the rows that can be added and the button that adds them all, or why there is none. */
export function AddBar({ addable, totalCents, showPrices, buyingClosed, isAdding, onAdd }: AddBarProps) {
  const intl = useIntl();
  return (
    <Bar>
      {showPrices && addable > 0 ? (
        <Inline as="p" gap={2} align="baseline">
          <span>{intl.formatMessage(messages.total)}</span>
          <Price value={toReais(totalCents)} />
        </Inline>
      ) : null}
      {addable === 0 ? (
        <Text tone="muted" size="sm">
          {intl.formatMessage(messages.nothingToAdd)}
        </Text>
      ) : buyingClosed ? null : (
        <Button isPending={isAdding} onPress={onAdd}>
          {intl.formatMessage(messages.add, { count: addable })}
        </Button>
      )}
    </Bar>
  );
}
