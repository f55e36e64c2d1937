import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button } from '../Button';
import { Alert } from '../Alert';

export interface FailedAlertProps {
  children: ReactNode;
  title?: ReactNode;
  /** The retry button's text, when a screen words it otherwise than "Tentar novamente". */
  retryLabel?: string;
  onRetry: () => void;
  /** The retry is on its way: the button shows it and refuses a second press. */
  isRetrying?: boolean;
}

const messages = defineMessages<{ retry: NoMessageValues }>({
  retry: { id: 'ui.failedAlert.retry', defaultMessage: 'Tentar novamente', description: 'Loads again what failed to load' },
});

/** Something failed to load: announced at once, with the one way forward every screen offers, trying again. */
export function FailedAlert({ children, title, retryLabel, onRetry, isRetrying }: FailedAlertProps) {
  const intl = useIntl();
  return (
    <Alert
      tone="danger"
      live
      title={title}
      action={
        <Button size="sm" variant="secondary" isPending={isRetrying} onPress={onRetry}>
          {retryLabel ?? intl.formatMessage(messages.retry)}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
