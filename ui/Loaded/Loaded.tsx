import type { ReactNode } from 'react';
import { FailedAlert } from '../FailedAlert';

export interface LoadedProps {
  /** The data's state as its store keeps it: `failed` and `loaded` are told apart, anything else is on its way. */
  status: string;
  /** What failed to load, in the screen's words; the alert offers "Tentar novamente". */
  failure: ReactNode;
  onRetry: () => void;
  /** What stands in while the data loads: a skeleton shaped like it, or a spinner with its label. */
  placeholder: ReactNode;
  /** The data's own view (its empty state included), built only once the data is there. */
  children: () => ReactNode;
}

/**
 * The states every screen's data goes through, said one way everywhere: failed (announced, with a
 * retry), on its way (a placeholder), loaded.
 */
export function Loaded({ status, failure, onRetry, placeholder, children }: LoadedProps) {
  if (status === 'failed') return <FailedAlert onRetry={onRetry}>{failure}</FailedAlert>;
  return status === 'loaded' ? children() : placeholder;
}
