import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Alert } from './Alert';

export interface FailedAlertProps {
  children: ReactNode;
  title?: ReactNode;
  /** The retry button's text (the screen's own words, e.g. "Tentar novamente"). */
  retryLabel: string;
  onRetry: () => void;
  /** The retry is on its way: the button shows it and refuses a second press. */
  isRetrying?: boolean;
}

/** Something failed to load: announced at once, with the one way forward every screen offers, trying again. */
export function FailedAlert({ children, title, retryLabel, onRetry, isRetrying }: FailedAlertProps) {
  return (
    <Alert
      tone="danger"
      live
      title={title}
      action={
        <Button size="sm" variant="secondary" isPending={isRetrying} onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
