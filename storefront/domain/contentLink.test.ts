import { describe, expect, it } from 'vitest';
import { contentLink } from './contentLink';

const ORIGIN = 'https://loja.test';

describe('contentLink: links of supplier content (carousels, footer, link-acao)', () => {
  it.each([
    ['/demo/produtos?q=arroz', '/demo/produtos?q=arroz'],
    ['https://loja.test/demo/pagina/trocas#prazo', '/demo/pagina/trocas#prazo'],
    ['pagina/quem-somos', '/demo/pagina/quem-somos'],
    ['  produtos?tagsPesquisa=promocao ', '/demo/produtos?tagsPesquisa=promocao'],
  ])('%s is a path of this storefront', (target, path) => {
    expect(contentLink(target, ORIGIN, '/demo/')).toEqual({ kind: 'internal', path });
  });

  it('keeps an http(s) address of another site as an external link', () => {
    expect(contentLink('https://parceiro.com.br/promo?x=1', ORIGIN, '/demo')).toEqual({ kind: 'external', href: 'https://parceiro.com.br/promo?x=1' });
    expect(contentLink('HTTP://parceiro.com.br', ORIGIN, '/demo')).toEqual({ kind: 'external', href: 'http://parceiro.com.br/' });
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['   '],
    ['javascript:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
    ['//evil.test/x'],
    ['/\\evil.test'],
    ['https://evil.test/\u0000x'],
    ['https://evil.test/a b'],
    ['pagina\\evil'],
    ['mailto:x@y.z'],
  ])('%s leads nowhere', (target) => {
    expect(contentLink(target, ORIGIN, '/demo')).toBeNull();
  });
});
