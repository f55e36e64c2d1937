import { expect, userEvent, within } from 'storybook/test';
import { applyMockScenario } from '@mocks/browser';

/**
 * A loader's page comes with its data, so its loading state shows only when the data is asked again:
 * the story opens on the failure (`parameters.msw.scenario`), the platform stops answering, and the
 * retry shows the skeleton named `loading`.
 */
export async function loadingOnRetry(canvasElement: HTMLElement, silentScenario: Parameters<typeof applyMockScenario>[0], loading: string): Promise<void> {
  const canvas = within(canvasElement);
  const retry = await canvas.findByRole('button', { name: 'Tentar novamente' }, { timeout: 4000 });
  await applyMockScenario(silentScenario);
  await userEvent.click(retry);
  await expect(await canvas.findByText(loading, {}, { timeout: 4000 })).toBeInTheDocument();
}
