import createDOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizerOf } from './sanitize';

/* What it keeps in the browser (Chromium) is checked by SafeHtml's stories and the xss journeys; on the server by app/serverSanitizer. */
describe('sanitizerOf', () => {
  it('shows nothing where DOMPurify has no DOM to work with, rather than the HTML unsanitised', () => {
    const withoutDom = createDOMPurify();
    expect(withoutDom.isSupported).toBe(false);
    expect(sanitizerOf(withoutDom)('<p>Olá</p><img src=x onerror="alert(1)">')).toBe('');
  });
});
