import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

const hostile = '<p>Olá <b>mundo</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>';

/* What it shows in the browser (sanitised, in Chromium) is checked by its stories and the xss journeys. */
describe('SafeHtml', () => {
  it("leaves the HTML out of the server's page rather than show it unsanitised", () => {
    const html = renderToString(<SafeHtml html={hostile} />);
    expect(html).toMatch(/^<div class="[^"]+"><\/div>$/);
  });
});
