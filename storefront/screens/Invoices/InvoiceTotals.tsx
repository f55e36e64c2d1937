import { useIntl } from 'react-intl';
import { Section } from '@ui/Page';
import { Price } from '@ui/Price';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import type { TitleStatus, TitleTotals } from '@storefront/domain/invoices';
import { toReais } from '@storefront/domain/money';
import { invoicesMessages as messages } from './messages';

const STATUSES: readonly TitleStatus[] = ['overdue', 'dueToday', 'upcoming', 'paid'];
const TOTAL_LABEL = { overdue: messages.totalOverdue, dueToday: messages.totalDueToday, upcoming: messages.totalUpcoming, paid: messages.totalPaid } as const;

const Totals = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/** The status's colour is an accent on the start edge; the label says it in words. */
const Total = styled('li', {
  display: 'grid',
  gap: '$1',
  padding: '$3 $4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderInlineStartWidth: '$borderWidths$accent',
  borderRadius: '$md',
  variants: {
    tone: {
      overdue: { borderInlineStartColor: '$colors$danger' },
      dueToday: { borderInlineStartColor: '$colors$warning' },
      upcoming: { borderInlineStartColor: '$colors$primary' },
      paid: { borderInlineStartColor: '$colors$success' },
    },
  },
});
const Label = styled('span', { fontSize: '$sm', fontWeight: '$medium' });

/** The sum and count of titles per status, overdue first. */
export function InvoiceTotals({ totals }: { totals: TitleTotals }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(messages.summaryTitle)} titleId="resumo-titulos" level={3}>
      <Totals>
        {STATUSES.map((status) => (
          <Total key={status} tone={status}>
            <Label>{intl.formatMessage(TOTAL_LABEL[status])}</Label>
            <Price value={toReais(totals[status].cents)} />
            <Text tone="muted" size="sm">
              {intl.formatMessage(messages.statusCount, { count: totals[status].count })}
            </Text>
          </Total>
        ))}
      </Totals>
    </Section>
  );
}
