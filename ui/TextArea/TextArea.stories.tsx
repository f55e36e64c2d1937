import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea';

function Controlled(props: Omit<TextAreaProps, 'value' | 'onChange'> & { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <TextArea
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/TextArea',
  component: TextArea,
  args: { label: 'Mensagem', value: '', onChange: fn(), rows: 3 },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed lines reach the caller, newlines included. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(box, 'Bom dia{Shift>}{Enter}{/Shift}Chega hoje?');
    await expect(args.onChange).toHaveBeenLastCalledWith('Bom dia\nChega hoje?');
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

export const WithDescription: Story = {
  args: { label: 'Itens do pedido', description: 'Um produto por linha: código e quantidade.', placeholder: '7891000100103;2\n7891000053508;10', rows: 7 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Itens do pedido' });
    await expect(box).toHaveAccessibleDescription('Um produto por linha: código e quantidade.');
    await expect(box).toHaveAttribute('rows', '7');
  },
};

/** Keyboard focus shows the kit's ring. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('textbox', { name: 'Mensagem' });
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
  },
};

/** A long pasted text with emoji keeps the box's width. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Controlled {...args} initial={`${'🍊'.repeat(40)}\n${'x'.repeat(400)}`} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Mensagem' });
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
