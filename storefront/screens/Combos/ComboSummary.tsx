import { useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { DescriptionList } from '@ui/DescriptionList';
import { Price } from '@ui/Price';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import type { ComboState } from '@storefront/state/combos';
import { AddedToCartAlert } from '@storefront/components/CartAlerts/AddedToCartAlert';
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
}

/** The combo's price against its products bought apart, and the one button that puts it in the cart. */
export function ComboSummary({ name, showPrices, separate, preco, saving, result, isAdding, onAdd }: ComboSummaryProps) {
  const intl = useIntl();
  return (
    <Box aria-labelledby="resumo-do-combo">
      <h2 id="resumo-do-combo" hidden>
        {name}
      </h2>
      {showPrices ? (
        <DescriptionList kind="figures">
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
        </DescriptionList>
      ) : null}
      {result ? (
        <AddedToCartAlert added={result.kind === 'added'}>
          {result.kind === 'added'
            ? intl.formatMessage(messages.added, { quantity: result.quantity })
            : intl.formatMessage(result.kind === 'locked' ? messages.locked : messages.saveFailed)}
        </AddedToCartAlert>
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
