import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { styled } from '@themes/stitches.config';

const emittedByMessages = defineMessages<{ label: NoMessageValues }>({
  label: { id: 'orders.emittedBy', defaultMessage: 'Pedido emitido por', description: 'spec 6, verbatim: the linked user who placed an order, before their name or e-mail' },
});

export interface EmittedByProps {
  /** The linked user who placed the order (the order's `emitidoPor`). */
  emitter: string;
}

const Line = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted', overflowWrap: 'anywhere', '& strong': { color: '$text', fontWeight: '$medium' } });

/** spec 6: an order placed by a linked user carries 'Pedido emitido por' and who it was (order list and details). */
export function EmittedBy({ emitter }: EmittedByProps) {
  const intl = useIntl();
  return (
    <Line>
      {intl.formatMessage(emittedByMessages.label)} <strong>{emitter}</strong>
    </Line>
  );
}
