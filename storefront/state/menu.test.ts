import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSideMenu } from './menu';
import { createPanelsStore, openPanel } from './panels';

afterEach(() => vi.useRealTimers());

describe('the side menu', () => {
  it('opens 200 ms after the press (spec 9)', () => {
    vi.useFakeTimers();
    const panels = createPanelsStore();
    openSideMenu(panels);
    vi.advanceTimersByTime(199);
    expect(panels.active).toBeNull();
    vi.advanceTimersByTime(1);
    expect(panels.active).toBe('menu');
  });

  it('replaces the open panel: one at a time', () => {
    vi.useFakeTimers();
    const panels = createPanelsStore();
    openPanel(panels, 'cart');
    openSideMenu(panels);
    vi.advanceTimersByTime(200);
    expect(panels.active).toBe('menu');
  });

  it('gives way to a panel opened during the delay', () => {
    vi.useFakeTimers();
    const panels = createPanelsStore();
    openSideMenu(panels);
    openPanel(panels, 'cart');
    vi.advanceTimersByTime(200);
    expect(panels.active).toBe('cart');
  });

  it('a second press during the delay does not restart it', () => {
    vi.useFakeTimers();
    const panels = createPanelsStore();
    openSideMenu(panels);
    vi.advanceTimersByTime(150);
    openSideMenu(panels);
    vi.advanceTimersByTime(50);
    expect(panels.active).toBe('menu');
  });
});
