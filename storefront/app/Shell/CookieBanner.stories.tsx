import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from './CookieBanner';

/**
 * The cookie consent of spec 3 and 5: a first layer (accept all, only the necessary ones, customise)
 * and a second layer with a switch per category, all on by default, the necessary one fixed.
 */
const meta = {
  title: 'app/Shell/CookieBanner',
  component: CookieBanner,
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('region', { name: 'Preferências de cookies' });
/** The dialog is portalled to the body, outside the story's canvas. */
const page = () => within(document.body);

/** The first layer: three answers. */
export const FirstLayer: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(region(canvasElement)!);
    await expect(banner.getByRole('button', { name: 'Aceitar todos' })).toBeInTheDocument();
    await expect(banner.getByRole('button', { name: 'Somente necessários' })).toBeInTheDocument();
    await expect(banner.getByRole('button', { name: 'Personalizar' })).toBeInTheDocument();
  },
};

/** Rejecting everything optional closes the banner. */
export const OnlyNecessary: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Somente necessários' }));
    await waitFor(() => expect(region(canvasElement)).not.toBeInTheDocument());
  },
};

/** The second layer: four switches, all on, the necessary one fixed on. */
export const Customising: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Personalizar' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Personalizar cookies' }));
    const necessary = dialog.getByRole('switch', { name: 'Necessários' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ['Sessão', 'Desempenho', 'Personalização']) {
      await expect(dialog.getByRole('switch', { name })).toBeChecked();
      await expect(dialog.getByRole('switch', { name })).toBeEnabled();
    }
    await expect(dialog.getByRole('switch', { name: 'Desempenho' })).toHaveAccessibleDescription(
      'Medem como a loja é usada (produtos vistos, carrinho e compras) para melhorá-la.',
    );
  },
};

/** Turning a category off and saving answers the banner; keyboard only. */
export const SavingAChoice: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Personalizar' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await page().findByRole('dialog', { name: 'Personalizar cookies' }));
    const performance = dialog.getByRole('switch', { name: 'Desempenho' });
    performance.focus();
    await userEvent.keyboard(' ');
    await expect(performance).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar preferências' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(region(canvasElement)).not.toBeInTheDocument());
  },
};

/** Closing the second layer without saving goes back to the first one. */
export const ClosingWithoutSaving: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Personalizar' }));
    await page().findByRole('dialog', { name: 'Personalizar cookies' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(region(canvasElement)).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Personalizar' })).toHaveFocus());
  },
};

/** A returning visitor who answered before sees no banner. */
export const AlreadyAnswered: Story = {
  parameters: { consent: 'decided' },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).not.toBeInTheDocument();
  },
};
