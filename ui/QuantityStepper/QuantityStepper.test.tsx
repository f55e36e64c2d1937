import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { InCart } from '../../tests/support/stepperOwner';
import { QuantityStepper, type QuantityChange, type QuantityStepperProps } from './QuantityStepper';

const INC = { type: 'INC' };
const DEC = { type: 'DEC' };
const set = (value: number) => ({ type: 'SET', value });

function renderStepper(props: Partial<QuantityStepperProps> = {}) {
  const onChange = vi.fn<(change: QuantityChange) => void>();
  render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <I18nProvider locale="pt-BR">
        <InCart Stepper={QuantityStepper} label="Maçã Fuji" value={1} {...props} onChange={onChange} />
      </I18nProvider>
    </IntlProvider>,
  );
  return {
    onChange,
    input: screen.getByRole('textbox', { name: 'Maçã Fuji' }),
    increment: screen.getByRole('button', { name: 'Aumentar quantidade de Maçã Fuji' }),
    decrement: screen.getByRole('button', { name: 'Diminuir quantidade de Maçã Fuji' }),
  };
}

describe('QuantityStepper', () => {
  it('increments and decrements by the step', async () => {
    const user = userEvent.setup();
    const { onChange, input, increment, decrement } = renderStepper({ value: 1, step: 0.5, unit: 'kg' });
    await user.click(increment);
    expect(onChange).toHaveBeenLastCalledWith(INC);
    expect(input).toHaveValue('1,5');
    await user.click(decrement);
    await user.click(decrement);
    expect(onChange).toHaveBeenLastCalledWith(DEC);
    expect(input).toHaveValue('0,5');
  });

  it('reports arrow keys as steps and typing as a value', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderStepper({ value: 2 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(INC);
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(DEC);
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(set(7));
  });

  it('keeps minus enabled at any quantity above 0: the owner decides what a step down from its minimum does', async () => {
    const user = userEvent.setup();
    const { onChange, decrement } = renderStepper({ value: 6 });
    expect(decrement).toBeEnabled();
    await user.click(decrement);
    expect(onChange).toHaveBeenLastCalledWith(DEC);
  });

  it('commits a typed value before a step: 7 typed, then plus, is 7 and one step', async () => {
    const user = userEvent.setup();
    const { onChange, input, increment } = renderStepper({ value: 2 });
    await user.clear(input);
    await user.type(input, '7');
    await user.click(increment);
    expect(onChange.mock.calls.map(([change]) => change)).toEqual([set(7), INC]);
    expect(input).toHaveValue('8');
  });

  it('caps at the maximum and disables the plus button there', async () => {
    const user = userEvent.setup();
    const { onChange, input, increment } = renderStepper({ value: 2, maxValue: 3 });
    await user.click(increment);
    expect(onChange).toHaveBeenLastCalledWith(INC);
    expect(increment).toBeDisabled();
    await user.click(increment);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('3');
  });

  it('clamps a typed quantity above the maximum', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderStepper({ value: 2, maxValue: 10 });
    await user.clear(input);
    await user.type(input, '25');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(set(10));
    expect(input).toHaveValue('10');
  });

  it('disables the minus button at the minimum', () => {
    const { decrement, increment } = renderStepper({ value: 1, minValue: 1 });
    expect(decrement).toBeDisabled();
    expect(increment).toBeEnabled();
  });

  it('ignores presses and arrow keys when read-only, keeping the value readable', async () => {
    const user = userEvent.setup();
    const { onChange, input, increment, decrement } = renderStepper({ value: 4, isReadOnly: true });
    await user.click(increment);
    await user.click(decrement);
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowDown}9');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('4');
    expect(input).toHaveAttribute('readonly');
  });

  it('formats decimals with a comma, up to 3 places', () => {
    const { input } = renderStepper({ value: 1.5, step: 0.5 });
    expect(input).toHaveValue('1,5');
  });

  it('accepts a typed quantity with a comma and snaps it to the step', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderStepper({ value: 1, step: 0.125 });
    await user.clear(input);
    await user.type(input, '2,25');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(set(2.25));
    expect(input).toHaveValue('2,25');
  });

  it('puts the last quantity back when the box is emptied', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderStepper({ value: 3 });
    await user.clear(input);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('3');
  });

  it('describes the field with its unit', () => {
    const { input } = renderStepper({ unit: 'kg' });
    expect(input).toHaveAccessibleDescription('kg');
  });

  it('is not operable when disabled', async () => {
    const user = userEvent.setup();
    const { onChange, input, increment } = renderStepper({ isDisabled: true });
    await user.click(increment);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toBeDisabled();
  });
});
