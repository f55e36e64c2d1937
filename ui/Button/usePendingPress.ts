import { useState } from 'react';

/**
 * A button whose press starts work that takes a while (a reload, an unlock): spread on the Button, it shows
 * the pending state, and takes no second press, until the work settles. The work reports its own failure
 * (the state's actions do, in their store); a rejection still reaches the console.
 */
export function usePendingPress(work: () => Promise<unknown>): { isPending: boolean; onPress: () => void } {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    onPress: () => {
      setPending(true);
      void work().finally(() => setPending(false));
    },
  };
}
