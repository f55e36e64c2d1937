import { describe, expect, it, vi } from 'vitest';
import { firstInteraction, onDemand } from './onDemand';

describe('onDemand', () => {
  it('fetches once for every caller', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([get(), get()])).resolves.toEqual(['chunk', 'chunk']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const get = onDemand(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('firstInteraction', () => {
  it('waits for the first press or key, then answers at once', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    try {
      let done = false;
      void firstInteraction().then(() => {
        done = true;
      });
      page.dispatchEvent(new Event('scroll'));
      await Promise.resolve();
      expect(done).toBe(false);
      page.dispatchEvent(new Event('keydown'));
      await Promise.resolve();
      expect(done).toBe(true);
      await expect(firstInteraction()).resolves.toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
