import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '@ui/SafeHtml';
import { SanitizerContext } from '@ui/Sanitizer';
import { serverSanitizer } from './serverSanitizer';

/* issue 20: server HTML is sanitised in the server's page, with the browser's policy. */
describe("the server's sanitiser", () => {
  it('keeps formatting and safe links; drops scripts, handlers, images, script URLs and other sites by `//`', () => {
    const hostile =
      '<h2>Novidades</h2><p>Olá <b>mundo</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">clique</a><a href="//evil.example">fora</a><a href="/demo/produtos" onclick="x()">ver</a><iframe src="/"></iframe>';
    const clean = serverSanitizer(hostile);
    expect(clean).toBe('<h2>Novidades</h2><p>Olá <b>mundo</b></p><a>clique</a><a>fora</a><a href="/demo/produtos">ver</a>');
  });

  it("writes it into the server's page through SafeHtml", () => {
    const html = renderToString(
      <SanitizerContext value={serverSanitizer}>
        <SafeHtml html={'<p>Entrega em <strong>24 h</strong></p><script>alert(1)</script>'} />
      </SanitizerContext>,
    );
    expect(html).toMatch(/^<div class="[^"]+"><p>Entrega em <strong>24 h<\/strong><\/p><\/div>$/);
  });
});
