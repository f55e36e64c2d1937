import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpMockServer } from './server';

let server: Awaited<ReturnType<typeof startHttpMockServer>>;
beforeAll(async () => {
  server = await startHttpMockServer({ port: 0 });
});
afterAll(() => server.close());

const tema = (init?: RequestInit, query = '') => fetch(`${server.url}v2/configuracao/fornecedor/5f1d7c2a-3b8e-4c61-9a0d-7e2f4b6c8a10/tema${query}`, init);

describe('the HTTP mock server', () => {
  it('answers the normal scenario by default, with CORS', async () => {
    const response = await tema({ headers: { origin: 'http://localhost:4174' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4174');
  });

  it('takes a scenario per request, by header or query', async () => {
    expect((await tema({ headers: { 'X-Cenario': '429' } })).status).toBe(429);
    expect((await tema(undefined, '?cenario=erro-500')).status).toBe(500);
    expect((await tema({ headers: { 'X-Cenario': 'nao-existe' } })).status).toBe(200);
  });

  it('keeps state between requests and resets it on demand', async () => {
    const cart = `${server.url}v2/app/app%3Ac-maria/usuario/c-maria/cart?idfornecedor=demo&canalVenda=WEB`;
    await fetch(cart, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 2 }] }) });
    expect(((await (await fetch(cart)).json()) as { produtosSelecionados: unknown[] }).produtosSelecionados).toHaveLength(1);
    expect((await fetch(`${server.url}__reset`, { method: 'POST' })).status).toBe(204);
    expect(((await (await fetch(cart)).json()) as { produtosSelecionados: unknown[] }).produtosSelecionados).toHaveLength(0);
  });

  it('keeps one database per X-Banco header: parallel journeys never share a cart', async () => {
    const cart = `${server.url}v2/app/app%3Ac-maria/usuario/c-maria/cart?idfornecedor=demo&canalVenda=WEB`;
    const lines = async (banco: string) =>
      ((await (await fetch(cart, { headers: { 'X-Banco': banco } })).json()) as { produtosSelecionados: unknown[] }).produtosSelecionados;
    await fetch(cart, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Banco': 'a' },
      body: JSON.stringify({ cartItens: [{ idproduto: 'demo-arroz-1', quantidade: 2 }] }),
    });
    expect(await lines('a')).toHaveLength(1);
    expect(await lines('b')).toHaveLength(0);
    expect((await fetch(`${server.url}__reset`, { method: 'POST', headers: { 'X-Banco': 'b' } })).status).toBe(204);
    expect(await lines('a')).toHaveLength(1);
  });
});
