import { useIntl } from 'react-intl';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Price } from '@ui/Price';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import type { ComboState } from '@storefront/state/combos';
import { combosMessages as messages } from './messages';

/** The buying box beside the products (under them on a phone), set apart on the surface colour. */
const Box = styled('aside', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$lg',
  backgroundColor: '$surface',
});
/** Each price's label on the left, the amount lined up at the end. */
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $3',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'end' },
});

interface ComboSummaryProps {
  /** The combo's name, which names the box for screen readers. */
  name: string;
  /** Where the price gates of spec 5 let prices show. */
  showPrices: boolean;
  /** The products bought apart, the combo's price and the difference, in reais. */
  separate: number;
  preco: number;
  saving: number;
  result: ComboState['result'];
  isAdding: boolean;
  onAdd: () => void;
  onViewCart: () => void;
}

/** The combo's price against its products bought apart, and the one button that puts it in the cart. */
export function ComboSummary({ name, showPrices, separate, preco, saving, result, isAdding, onAdd, onViewCart }: ComboSummaryProps) {
  const intl = useIntl();
  return (
    <Box aria-labelledby="resumo-do-combo">
      <h2 id="resumo-do-combo" hidden>
        {name}
      </h2>
      {showPrices ? (
        <Figures>
          <dt>{intl.formatMessage(messages.separately)}</dt>
          <dd>
            <Price value={separate} size="sm" />
          </dd>
          <dt>{intl.formatMessage(messages.comboPrice)}</dt>
          <dd>
            <Price value={preco} size="lg" />
          </dd>
          {saving > 0 ? (
            <>
              <dt>{intl.formatMessage(messages.youSave)}</dt>
              <dd>
                <strong>{intl.formatNumber(saving, { style: 'currency', currency: 'BRL' })}</strong>
              </dd>
            </>
          ) : null}
        </Figures>
      ) : null}
      {result ? (
        <Alert
          tone={result.kind === 'added' ? 'success' : 'danger'}
          live
          action={
            result.kind === 'added' ? (
              <Button size="sm" variant="secondary" onPress={onViewCart}>
                {intl.formatMessage(messages.viewCart)}
              </Button>
            ) : undefined
          }
        >
          {result.kind === 'added'
            ? intl.formatMessage(messages.added, { quantity: result.quantity })
            : intl.formatMessage(result.kind === 'locked' ? messages.locked : messages.saveFailed)}
        </Alert>
      ) : null}
      <Button fullWidth isPending={isAdding} onPress={onAdd}>
        {intl.formatMessage(messages.add)}
      </Button>
      <Text tone="muted" size="sm">
        {intl.formatMessage(messages.cartRule)}
      </Text>
    </Box>
  );
}
