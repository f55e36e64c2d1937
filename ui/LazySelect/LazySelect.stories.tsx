import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LazySelect } from './LazySelect';

const sortOptions = [
  { id: 'relevancia', label: 'Mais relevantes' },
  { id: 'menor-preco', label: 'Menor preço' },
  { id: 'maior-preco', label: 'Maior preço' },
];

const meta = {
  title: 'ui/LazySelect',
  component: LazySelect,
  args: { label: 'Ordenar por', options: sortOptions, defaultSelectedKey: 'relevancia', onSelectionChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main style={{ maxWidth: '20rem' }}>
      <LazySelect {...args} />
    </main>
  ),
} satisfies Meta<typeof LazySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page shows it: a plain button naming the choice and the field, as react-aria's trigger does. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Mais relevantes Ordenar por' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // react-aria's trigger, once it has come, is read by the same name.
    trigger.focus();
    await waitFor(() => expect(canvasElement.querySelector('select')).not.toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Mais relevantes Ordenar por' })).not.toBe(trigger);
  },
};

/**
 * A press held while react-aria's select takes the trigger's place: the pointer lifts over another button,
 * so no click comes, and the list still opens (a slow tap, or the code already fetched by a hover).
 */
export const HeldWhileItComes: Story = {
  play: async ({ canvasElement }) => {
    const plain = within(canvasElement).getByRole('button', { name: /Ordenar por/ });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: plain });
    await waitFor(() => expect(canvasElement.querySelector('select')).not.toBeNull());
    const full = within(canvasElement).getByRole('button', { name: /Ordenar por/ });
    await expect(full).not.toBe(plain);
    await userEvent.pointer({ keys: '[/MouseLeft]', target: full });
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

/** No choice yet: the placeholder. */
export const WithPlaceholder: Story = {
  args: { defaultSelectedKey: undefined, placeholder: 'Escolha a ordem' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Escolha a ordem Ordenar por' })).toBeVisible();
  },
};

/** Enter on the plain trigger: react-aria's select comes, opens its list, and a choice gives the focus back to its trigger. */
export const PressBeforeItComes: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: /Ordenar por/ }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenCalledWith('menor-preco'));
    const trigger = within(canvasElement).getByRole('button', { name: /Menor preço/ });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Ordenar por/ })).toBeDisabled();
  },
};

/** A required field left empty at the checkout: the hint and the error are read with the plain trigger, and stay when react-aria's select comes. */
export const InvalidWithHint: Story = {
  args: {
    label: 'Turno de entrega',
    options: [
      { id: 'manha', label: 'Manhã' },
      { id: 'tarde', label: 'Tarde' },
    ],
    defaultSelectedKey: undefined,
    placeholder: 'Escolha',
    description: 'Quando podemos entregar',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Informe Turno de entrega',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Escolha Turno de entrega' });
    await expect(trigger).toHaveAccessibleDescription('Quando podemos entregar Informe Turno de entrega');
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    trigger.focus();
    // react-aria's select has come when its hidden native select is there.
    await waitFor(() => expect(canvasElement.querySelector('select')).not.toBeNull());
    await expect(canvas.getByText('Informe Turno de entrega')).toBeVisible();
    await expect(canvas.getByText('Quando podemos entregar')).toBeVisible();
  },
};
