import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo';

const ORIGIN = 'https://loja.exemplo.com.br';

describe('spec 2: the remembered page after login, same origin only', () => {
  it.each([
    ['/demo/finalizar', '/demo/finalizar'],
    ['/demo/produtos?q=arroz%20branco&categoria=demo%2Fbebidas', '/demo/produtos?q=arroz%20branco&categoria=demo%2Fbebidas'],
    ['/demo/produto/demo-arroz-1#avaliacoes', '/demo/produto/demo-arroz-1#avaliacoes'],
    ['/demo/pagina/quem%20somos', '/demo/pagina/quem%20somos'],
    ['/', '/'],
    [`${ORIGIN}/demo/conta?aba=dados`, '/demo/conta?aba=dados'],
    // A search string may carry a URL: it is data of the page, not where we go.
    ['/demo/finalizar?voltar=https://evil.example', '/demo/finalizar?voltar=https://evil.example'],
  ])('%j returns to %j', (target, expected) => {
    expect(safeReturnTo(target, ORIGIN)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/demo'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://evil.example'],
    ['https://evil.example/demo/finalizar'],
    ['http://loja.exemplo.com.br/demo'],
    ['https://loja.exemplo.com.br.evil.example/demo'],
    ['https://loja.exemplo.com.br@evil.example/'],
    ['%2F%2Fevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2F/evil.example'],
    ['/%5Cevil.example'],
    ['/%5C%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/%25252F%25252Fevil.example'],
    ['/demo/..//evil.example'],
    ['/demo/%2e%2e//evil.example'],
    [' //evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['\u0000/evil.example'],
    ['/demo\u200b'],
    ['/demo\u0085'],
    ['/demo/%00'],
    ['/demo/%E0%A4%A'],
    ['demo/finalizar'],
    ['evil.example'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (target) => {
    expect(safeReturnTo(target, ORIGIN)).toBeNull();
  });

  it('refuses anything when the origin itself is not a URL', () => {
    expect(safeReturnTo('/demo', 'not a url')).toBeNull();
  });
});
