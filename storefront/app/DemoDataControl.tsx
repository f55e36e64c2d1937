import { defineMessages, useIntl } from 'react-intl';
import { Button, usePendingPress } from '@ui/Button';
import { styled } from '@themes/stitches.config';

const messages = defineMessages({
  reset: { id: 'demo.reset', defaultMessage: 'Restaurar dados de demonstração', description: 'Dev-only button: puts the mock backend back to its seeded carts, orders and addresses' },
  label: { id: 'demo.label', defaultMessage: 'Demonstração', description: 'Accessible name of the dev-only demo tools region' },
});

/**
 * In the flow, after the footer: fixed, it covered the footer's last lines. A reviewer scrolls to the end of any
 * page to find it.
 */
const Dock = styled('aside', { display: 'flex', justifyContent: 'center', padding: '$4 $3' });

/**
 * Dev only (`npm start` with the HTTP mock platform): the demo keeps its data while the server runs,
 * and this puts it back to the seed. Never in a production build: it renders under `import.meta.env.DEV`.
 */
export function DemoDataControl() {
  const intl = useIntl();
  // The mock platform's own reset, through this server's `/api/` (mocks/server.ts); the page then starts over.
  const reset = usePendingPress(() => fetch('/api/__reset', { method: 'POST' }).finally(() => location.reload()));
  return (
    <Dock aria-label={intl.formatMessage(messages.label)}>
      <Button variant="secondary" size="sm" {...reset}>
        {intl.formatMessage(messages.reset)}
      </Button>
    </Dock>
  );
}
