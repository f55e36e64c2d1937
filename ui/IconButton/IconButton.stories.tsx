import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { icons } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Fechar', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: Object.keys(icons) },
    variant: { control: 'inline-radio', options: ['ghost', 'primary', 'secondary'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { icon: 'menu', label: 'Abrir menu', variant: 'ghost', size: 'md' } };
export const Primary: Story = { args: { icon: 'cart', label: 'Abrir carrinho', variant: 'primary' } };
export const Secondary: Story = { args: { icon: 'search', label: 'Pesquisar produtos', variant: 'secondary' } };
export const Small: Story = { args: { icon: 'trash', label: 'Remover item', size: 'sm' } };
export const Disabled: Story = {
  args: { icon: 'plus', label: 'Aumentar quantidade', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Aumentar quantidade' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardOperation: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Fechar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
