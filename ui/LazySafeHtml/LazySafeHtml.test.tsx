import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { SanitizerContext, type Sanitize } from '@ui/Sanitizer';
import { LazySafeHtml } from './LazySafeHtml';

const SERVER_TEXT = '<p><strong>Entrega</strong> em 24 h</p><img src=x onerror="alert(1)">';
/** Stands for DOMPurify: drops the image. */
const dropImages: Sanitize = (html) => html.replace(/<img[^>]*>/g, '');

async function serverPage(html: string): Promise<string> {
  const { prelude } = await prerender(
    <SanitizerContext value={dropImages}>
      <LazySafeHtml html={html} />
    </SanitizerContext>,
  );
  return new Response(prelude).text();
}

// hydrateRoot here, not through testing-library, which says so for its own renders.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe('LazySafeHtml', () => {
  it('hydrates the text the server sanitised without sanitising it again, then sanitises a new text', async () => {
    const container = document.createElement('div');
    // The server's page, as the browser parsed it.
    container.replaceChildren(...new DOMParser().parseFromString(`<body>${await serverPage(SERVER_TEXT)}</body>`, 'text/html').body.childNodes);
    document.body.append(container);
    const browserSanitize = vi.fn(dropImages);
    const recoverable = vi.fn();
    const page = (html: string) => (
      <SanitizerContext value={browserSanitize}>
        <LazySafeHtml html={html} />
      </SanitizerContext>
    );

    const root = await act(() => hydrateRoot(container, page(SERVER_TEXT), { onRecoverableError: recoverable }));

    expect(recoverable).not.toHaveBeenCalled();
    expect(browserSanitize).not.toHaveBeenCalled();
    expect(container.querySelector('strong')?.textContent).toBe('Entrega');
    expect(container.querySelector('img')).toBeNull();

    await act(async () => {
      root.render(page('<p>Retirada na loja</p><img src=y>'));
      await import('@ui/SafeHtml');
    });
    await vi.waitFor(() => expect(container.textContent).toBe('Retirada na loja'));
    expect(browserSanitize).toHaveBeenCalledTimes(1);
    expect(container.querySelector('img')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
