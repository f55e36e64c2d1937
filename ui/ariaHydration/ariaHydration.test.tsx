import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { beginHydration, endHydration, HYDRATION_END_BATCH, useIsSSR } from './ariaHydration';

function Probe({ n }: { n: number }) {
  return <li>{`${n}: ${useIsSSR() ? 'hydrating' : 'running'}`}</li>;
}

const COUNT = HYDRATION_END_BATCH * 2 + 5;
const probes = (
  <ul>
    {Array.from({ length: COUNT }, (_, n) => (
      <Probe key={n} n={n} />
    ))}
  </ul>
);
const hydratingCount = () => screen.getAllByRole('listitem').filter((item) => item.textContent.endsWith('hydrating')).length;

describe('ariaHydration', () => {
  it('answers "server" on the server', () => {
    expect(renderToString(<Probe n={1} />)).toContain('hydrating');
  });

  it('answers "hydrating" until the page has hydrated, then tells the components a batch per task', async () => {
    const container = document.createElement('div');
    container.replaceChildren(...new DOMParser().parseFromString(renderToString(probes), 'text/html').body.childNodes);
    document.body.append(container);
    beginHydration();
    render(probes, { container, hydrate: true });
    expect(hydratingCount()).toBe(COUNT);
    // One mounted in the browser meanwhile (a widget fetched on a press) is a browser's from the start.
    const { unmount } = render(<Probe n={COUNT} />);
    expect(screen.getByText(`${COUNT}: running`)).toBeInTheDocument();
    unmount();

    // Each pause between batches is a task of its own: the page reads what the batches before it re-rendered.
    const seenAtEachPause: number[] = [];
    await act(() =>
      endHydration(async () => {
        await Promise.resolve();
        seenAtEachPause.push(hydratingCount());
      }),
    );
    expect(seenAtEachPause).toEqual([COUNT - HYDRATION_END_BATCH, COUNT - 2 * HYDRATION_END_BATCH]);
    expect(hydratingCount()).toBe(0);
  });

  it('renders "running" at once where no server page was hydrated, and ending again tells no one', async () => {
    render(probes);
    expect(hydratingCount()).toBe(0);
    let pauses = 0;
    await act(() =>
      endHydration(() => {
        pauses += 1;
        return Promise.resolve();
      }),
    );
    expect(pauses).toBe(0);
  });
});
