import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'ui/Link',
  component: Link,
  args: { children: 'Ver todos os produtos', href: '/demo' },
  argTypes: { appearance: { control: 'inline-radio', options: ['inline', 'button'] } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { appearance: 'inline' } };

export const AsButton: Story = { args: { appearance: 'button', children: 'Continuar comprando' } };

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver todos os produtos' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};
