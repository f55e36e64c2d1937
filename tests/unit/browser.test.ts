import type * as fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const none = (path: string) => path.length < 0;
const fsState = { exists: none };
vi.mock('node:fs', async (original) => ({
  ...(await original<typeof fs>()),
  existsSync: (path: string) => fsState.exists(path),
}));
vi.mock('node:child_process', () => ({
  execFileSync: () => {
    throw new Error('not found');
  },
}));

const { findChromium, findHeadlessShell } = await import('../support/browser');

describe('findChromium', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    fsState.exists = none;
  });

  it('uses CHROMIUM_PATH first', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/chrome/chrome');
    fsState.exists = (path) => path === '/opt/chrome/chrome' || path === '/usr/bin/chromium';
    expect(findChromium()).toBe('/opt/chrome/chrome');
  });

  it('says what is wrong with a CHROMIUM_PATH that does not exist', () => {
    vi.stubEnv('CHROMIUM_PATH', '/nao/existe');
    expect(() => findChromium()).toThrow('CHROMIUM_PATH=/nao/existe does not exist');
  });

  it("falls back to Debian's /usr/bin/chromium", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    fsState.exists = (path) => path === '/usr/bin/chromium';
    expect(findChromium()).toBe('/usr/bin/chromium');
  });

  it('explains how to install a browser when there is none', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    expect(() => findChromium()).toThrow(/apt-get install -y chromium.*CHROMIUM_PATH/s);
  });
});

describe('findHeadlessShell', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    fsState.exists = none;
  });

  it("prefers Debian's headless shell to the full browser", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    fsState.exists = (path) => path === '/usr/lib/chromium/chromium-headless-shell' || path === '/usr/bin/chromium';
    expect(findHeadlessShell()).toBe('/usr/lib/chromium/chromium-headless-shell');
  });

  it('falls back to the full browser without a shell', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    fsState.exists = (path) => path === '/usr/bin/chromium';
    expect(findHeadlessShell()).toBe('/usr/bin/chromium');
  });

  it('leaves the choice to CHROMIUM_PATH', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/chrome/chrome');
    fsState.exists = (path) => path === '/opt/chrome/chrome' || path === '/usr/lib/chromium/chromium-headless-shell';
    expect(findHeadlessShell()).toBe('/opt/chrome/chrome');
  });
});
