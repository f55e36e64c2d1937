import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from './onDemand';

/**
 * The swap of a plain widget for its full one, in one place. `engage` fetches the full code; once it has
 * come and the press that asked for it has painted, `read` takes what the shopper did in the plain widget
 * (focus, typed text, caret) and the full one replaces it in the same task, so no key falls between the
 * two. `read` answers undefined when the plain widget is gone. A fetch that fails leaves the plain widget,
 * which still does the job, and the next engagement asks again.
 */
export function useHandover<Full, Handover>(
  load: () => Promise<Full>,
  read: () => Handover | undefined,
): [swapped: { Full: Full; handover: Handover } | undefined, engage: () => void] {
  const [swapped, setSwapped] = useState<{ Full: Full; handover: Handover }>();
  const engage = () => {
    // Asked for once the press that engaged it has painted: even the fetch's start (preload links) is work
    // the press would otherwise wait for.
    afterNextPaint()
      .then(load)
      .then((Full) => {
        const handover = read();
        if (handover !== undefined) flushSync(() => setSwapped({ Full, handover }));
      })
      .catch(() => undefined);
  };
  return [swapped, engage];
}
