/**
 * A chunk fetched when first asked for, then shared by every caller for the visit; one that failed to
 * come (a dropped connection) is asked for again on the next call.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** Resolves in a task of its own: what follows no longer lengthens the task that awaited it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves in a task of its own once the next frame is painted. A plain widget is swapped for its full
 * one there, never inside the press or keystroke that asked for it: that press paints first, so its
 * response (Event Timing, INP) does not pay for mounting the full widget. A page that paints no frames
 * (a hidden frame) still gets there, a moment later.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });

const INTERACTIONS = ['pointerdown', 'keydown', 'click'] as const;
let interacted: Promise<void> | undefined;

/**
 * Resolves at the shopper's first press, key or click on the page (a screen reader's activation is a
 * click), at once after that. What a page only needs once the shopper acts is fetched then, not while the
 * page loads.
 */
export function firstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}

// Listening starts with the page's first script: a press made before anything asks still counts.
if (typeof window !== 'undefined') void firstInteraction();
