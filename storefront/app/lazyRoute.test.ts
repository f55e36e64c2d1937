import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { lazyRoute } from './lazyRoute';

describe('lazyRoute (spec 8 "General")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the page once when a chunk fails, then raises the error', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const storage = memoryStorage();
    const failing = lazyRoute(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), storage);

    void failing();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(failing()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the flag after a successful load, so a later deploy may reload again', async () => {
    const storage = memoryStorage();
    storage.setItem('vitrine:chunk-reload', '1');
    await expect(lazyRoute(() => Promise.resolve({ Component: 'x' }), storage)()).resolves.toEqual({ Component: 'x' });
    expect(storage.length).toBe(0);
  });
});
