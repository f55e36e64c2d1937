import { expect, screen, waitFor } from 'storybook/test';

/** Every finite animation running in the page has run to its end (a spinner's endless one is not waited for). */
async function animationsSettled(): Promise<void> {
  const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * Waits for a dialog's enter animation, so axe sees its final colours and a visibility check does not
 * meet the overlay's first frame (opacity 0). react-aria's `data-entering` alone is not enough: on a
 * loaded machine the story could look before the fade had run (seen in story runs: a dialog's text
 * "not visible" 110 ms after the click), so the page's animations are waited for too.
 */
export async function findOpenDialog(role: 'dialog' | 'alertdialog', name: string, timeout = 3000): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name }, { timeout });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  await animationsSettled();
  // Still seen at opacity 0 after both waits (the terms dialog's button, twice in three loaded CI runs on
  // 2026-11-30): the dialog and its overlay are waited for until the page shows them.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout });
  return dialog;
}

/** Waits for a dialog's exit animation. */
export async function dialogGone(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-dialog-overlay]')).toBeNull());
}
