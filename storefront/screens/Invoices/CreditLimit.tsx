import { useIntl } from 'react-intl';
import { Section } from '@ui/Page';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { invoicesMessages as messages } from './messages';

const Card = styled('div', { display: 'grid', gap: '$2', padding: '$4', border: '$borderWidths$thin solid $borderSubtle', borderRadius: '$md', maxWidth: '$prose' });
const Track = styled('div', { height: '$progressTrack', borderRadius: '$pill', backgroundColor: '$surface', border: '$borderWidths$thin solid $borderSubtle', overflow: 'hidden' });
const Used = styled('div', { height: '100%', backgroundColor: '$primary' });
const Figures = styled('p', { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '$2', fontSize: '$sm', color: '$textMuted' });

/** The client's credit at the supplier: what is left, and the share in use as a bar. */
export function CreditLimit({ total, available }: { total: number; available: number }) {
  const intl = useIntl();
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'BRL' });
  const used = Math.max(0, total - available);
  const share = total > 0 ? Math.min(100, (used / total) * 100) : 0;
  return (
    <Section title={intl.formatMessage(messages.creditTitle)} titleId="limite-de-credito">
      <Card>
        <Text size="lg" weight="bold">
          {intl.formatMessage(messages.creditAvailable, { available: money(available) })}
        </Text>
        {/* The figures say it; the bar only shows the share in use at a glance. */}
        <Track aria-hidden="true">
          <Used style={{ width: `${share}%` }} />
        </Track>
        <Figures>
          <span>{intl.formatMessage(messages.creditUsed, { used: money(used) })}</span>
          <span>{intl.formatMessage(messages.creditTotal, { total: money(total) })}</span>
        </Figures>
      </Card>
    </Section>
  );
}
