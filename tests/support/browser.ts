import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

/** Flags that keep Chromium from hanging on a closed network or in a container (ARCHITECTURE.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Builds in Playwright's cache: a full browser first, a headless shell otherwise. */
const SHELL_BUILD = 'chrome-headless-shell-linux64/chrome-headless-shell';
const BROWSER_BUILDS = ['chrome-linux/chrome', 'chrome-linux64/chrome', SHELL_BUILD];

function playwrightCacheChromium(builds: string[]): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium')).sort().reverse()) {
    for (const rel of builds) {
      const candidate = join(cache, dir, rel);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

function onPath(name: string): string | undefined {
  try {
    return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one place that finds a Chromium for Vitest browser mode and Playwright, in the order
 * CHROMIUM_PATH, Playwright's own cache, Debian's /usr/bin/chromium, then the PATH.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist. Point it at a Chromium binary or unset it.`);
  }
  const found =
    playwrightCacheChromium(BROWSER_BUILDS) ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined) ??
    onPath('chromium') ??
    onPath('chromium-browser') ??
    onPath('google-chrome');
  if (found) return found;
  throw new Error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary. `bash .ci/run` installs it for you.',
  );
}

/** Debian's package `chromium-headless-shell` (what `.ci/run` installs beside the browser). */
const DEBIAN_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser of the journeys and the story tests: Chromium's headless shell, as Playwright itself runs
 * headless, when there is one. It draws no browser window around the page: the journeys took a fifth less
 * time with it on two cores, and the stories a tenth less CPU (measured side by side). CHROMIUM_PATH still
 * wins; without a shell, the full browser does.
 */
export function findHeadlessShell(): string {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return playwrightCacheChromium([SHELL_BUILD]) ?? (existsSync(DEBIAN_SHELL) ? DEBIAN_SHELL : findChromium());
}
