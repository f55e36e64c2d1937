import { expect, screen, waitFor } from 'storybook/test';

/** Waits for a dialog's enter animation, so axe sees its final colours. */
export async function findOpenDialog(role: 'dialog' | 'alertdialog', name: string, timeout = 3000): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name }, { timeout });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

/** Waits for a dialog's exit animation. */
export async function dialogGone(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-dialog-overlay]')).toBeNull());
}
