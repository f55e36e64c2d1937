import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenWidthGuess, useMediaQuery } from './useMediaQuery';

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'matches' : 'does not match'}</p>;
}

/** A matchMedia whose answer the test changes, telling its listeners. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it("renders the server's value on the server, whatever the screen", () => {
    fakeMatchMedia(true);
    expect(renderToString(<Probe query="(min-width: 1px)" />)).toContain('does not match');
  });

  it.each([
    [1280, '(min-width: 640px)', 'matches'],
    [390, '(min-width: 640px)', 'does not match'],
    [640, '(min-width: 640px)', 'matches'],
    [1280, '(prefers-reduced-motion: reduce)', 'does not match'],
  ])("lays a page out for the server's guess of %i px: %s %s", (width, query, answer) => {
    fakeMatchMedia(false);
    const html = renderToString(
      <ScreenWidthGuess value={width}>
        <Probe query={query} />
      </ScreenWidthGuess>,
    );
    expect(html).toContain(`>${answer}<`);
  });

  it('follows the screen in the browser', () => {
    const change = fakeMatchMedia(true);
    render(<Probe query="(min-width: 1px)" />);
    expect(screen.getByText('matches')).toBeInTheDocument();
    act(() => change(false));
    expect(screen.getByText('does not match')).toBeInTheDocument();
  });
});
