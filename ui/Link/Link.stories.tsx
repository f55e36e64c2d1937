import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'ui/Link',
  component: Link,
  args: { children: 'Ver todos os produtos', href: '/demo' },
  argTypes: { appearance: { control: 'inline-radio', options: ['inline', 'button', 'primary'] } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { appearance: 'inline' } };

export const AsButton: Story = { args: { appearance: 'button', children: 'Continuar comprando' } };

/** The view's main action when it navigates: the cart's way to the checkout. */
export const AsPrimaryButton: Story = { args: { appearance: 'primary', fullWidth: true, children: 'Finalizar pedido' } };

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver todos os produtos' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
