import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { styled } from '@themes/stitches.config';

const messages = defineMessages({
  reset: { id: 'demo.reset', defaultMessage: 'Restaurar dados de demonstração', description: 'Dev-only button: puts the mock backend back to its seeded carts, orders and addresses' },
  label: { id: 'demo.label', defaultMessage: 'Demonstração', description: 'Accessible name of the dev-only demo tools region' },
});

/** Top right, just under the header, and under any open panel: clear of the cookie banner and the toasts. */
const Dock = styled('aside', { position: 'fixed', insetBlockStart: 'calc($sizes$header + $space$3)', insetInlineEnd: '$3', zIndex: '$header' });

/**
 * Dev only (`npm start` with the mock backend): the demo keeps its data across reloads, and this puts
 * it back to the seed. Never in a production build: main.tsx imports it inside the dev-only branch.
 */
export function DemoDataControl({ onReset }: { onReset: () => void }) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  return (
    <Dock aria-label={intl.formatMessage(messages.label)}>
      <Button
        variant="secondary"
        size="sm"
        isPending={pending}
        onPress={() => {
          setPending(true);
          onReset();
          location.reload();
        }}
      >
        {intl.formatMessage(messages.reset)}
      </Button>
    </Dock>
  );
}
