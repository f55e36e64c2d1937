import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { lazyRoute } from './lazyRoute';

const chunkError = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('lazyRoute (spec 8 "General")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the page once when a chunk fails, then raises the error', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const storage = memoryStorage();
    const failing = lazyRoute(chunkError, storage);

    void failing();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.getItem('vitrine:chunk-reload')).toBe('1');
    // After the reload (same tab session, flag still set): the error reaches the route's error screen.
    await expect(failing()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(lazyRoute(chunkError, storage)()).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the router waiting while the page reloads (no error screen flashes)', async () => {
    vi.stubGlobal('location', { reload: vi.fn() });
    const settled = vi.fn();
    lazyRoute(chunkError, memoryStorage())().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
  });

  it('clears the flag after a successful load, so a later deploy may reload again', async () => {
    const storage = memoryStorage();
    storage.setItem('vitrine:chunk-reload', '1');
    await expect(lazyRoute(() => Promise.resolve({ Component: 'x' }), storage)()).resolves.toEqual({ Component: 'x' });
    expect(storage.length).toBe(0);
  });

  it('raises at once where the flag cannot be kept (no reload loop)', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const blocked = memoryStorage();
    vi.spyOn(blocked, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await expect(lazyRoute(chunkError, blocked)()).rejects.toThrow('Failed to fetch');
    // Outside a browser there is no sessionStorage at all.
    await expect(lazyRoute(chunkError)()).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses the tab session storage by default', async () => {
    const reload = vi.fn();
    const session = memoryStorage();
    vi.stubGlobal('location', { reload });
    vi.stubGlobal('sessionStorage', session);
    void lazyRoute(chunkError)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(session.getItem('vitrine:chunk-reload')).toBe('1');
  });
});
