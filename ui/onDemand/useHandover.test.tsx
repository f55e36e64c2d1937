import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';
import { useHandover } from './useHandover';

const FullBox = ({ said }: { said: string }) => <p>full: {said}</p>;

function Widget({ load, gone = false }: { load: () => Promise<typeof FullBox>; gone?: boolean }) {
  const plain = useRef<HTMLInputElement>(null);
  const [full, engage] = useHandover(load, () => (gone || !plain.current ? undefined : { said: plain.current.value }));
  if (full) return <full.Full {...full.handover} />;
  return <input aria-label="plain" ref={plain} defaultValue="" onFocus={engage} onChange={() => undefined} />;
}

/** Lets the fetch settle and the frame-or-timer wait of afterNextPaint pass. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('useHandover', () => {
  it('swaps in the full widget with what the plain one held when the code came', async () => {
    let arrive: (full: typeof FullBox) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof FullBox>((resolve) => (arrive = resolve)));
    render(<Widget load={onDemand(load)} />);
    const plain = screen.getByRole<HTMLInputElement>('textbox', { name: 'plain' });
    act(() => plain.focus());
    // Typed while the code was on its way: read when it comes, not when it was asked for.
    plain.value = 'feijão';
    await settle();
    expect(screen.getByRole('textbox', { name: 'plain' })).toBeTruthy();
    arrive(FullBox);
    await settle();
    expect(screen.getByText('full: feijão')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the plain widget when the code fails to come, and asks again on the next engagement', async () => {
    const load = vi.fn<() => Promise<typeof FullBox>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(FullBox);
    render(<Widget load={onDemand(load)} />);
    const plain = screen.getByRole('textbox', { name: 'plain' });
    act(() => plain.focus());
    await settle();
    expect(screen.getByRole('textbox', { name: 'plain' })).toBe(plain);
    act(() => plain.blur());
    act(() => plain.focus());
    await settle();
    expect(screen.getByText(/^full:/)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not swap when the plain widget is gone', async () => {
    render(<Widget load={() => Promise.resolve(FullBox)} gone />);
    act(() => screen.getByRole('textbox', { name: 'plain' }).focus());
    await settle();
    expect(screen.getByRole('textbox', { name: 'plain' })).toBeTruthy();
    expect(screen.queryByText(/full:/)).toBeNull();
  });
});
