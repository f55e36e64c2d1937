import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { styled } from '@themes/stitches.config';
import type { CheckoutContentStore } from '@storefront/state/checkoutContent';
import { Section } from './layout';
import { orderInstructionsMessages as messages } from './messages';

const Instructions = styled('div', {
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$surface',
  borderLeft: '$borderWidths$accent solid $primary',
});

/** spec 7 ORDER_INSTRUCTIONS: the supplier's text (server HTML, sanitised); nothing when it has none or failed. */
export function OrderInstructions({ store }: { store: CheckoutContentStore }) {
  const intl = useIntl();
  const { instrucoes } = useSnapshot(store);
  if (instrucoes.status !== 'loaded' || !instrucoes.html.trim()) return null;
  return (
    <Section aria-labelledby="instrucoes">
      <h2 id="instrucoes">{intl.formatMessage(messages.instructions)}</h2>
      <Instructions>
        <LazySafeHtml html={instrucoes.html} />
      </Instructions>
    </Section>
  );
}
