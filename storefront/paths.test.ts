import { describe, expect, it } from 'vitest';
import { inSupplier, ROUTES, supplierPaths } from './paths';

describe('supplierPaths (spec 2 addresses)', () => {
  const demo = supplierPaths('demo');

  it.each([
    ['home', demo.home, '/demo'],
    ['catalogue', demo.catalogue(), '/demo/produtos'],
    ['catalogue with a search', demo.catalogue({ q: 'arroz & feijão' }), '/demo/produtos?q=arroz+%26+feij%C3%A3o'],
    ['catalogue with a built search', demo.catalogue('?categoria=7'), '/demo/produtos?categoria=7'],
    ['catalogue with an empty search', demo.catalogue(''), '/demo/produtos'],
    ['product', demo.product('demo-arroz-1'), '/demo/produto/demo-arroz-1'],
    ['static page', demo.page('trocas'), '/demo/pagina/trocas'],
    ['checkout', demo.checkout(), '/demo/finalizar'],
    ['order submitted', demo.submitted('1234'), '/demo/submissao/1234'],
    ['order submitted without its number', demo.submitted(null), '/demo/submissao'],
    ['login token', demo.loginToken('t/1', 'maria@exemplo.com.br'), '/demo/login-token/t%2F1/maria%40exemplo.com.br'],
    ['address search', demo.addresses({ voltar: '/demo/finalizar' }), '/demo/enderecos?voltar=%2Fdemo%2Ffinalizar'],
    ['order', demo.order('77'), '/demo/pedidos/77'],
    ['chat room', demo.chat('pedido-77'), '/demo/conversas/pedido-77'],
    ['too many requests', demo.tooManyRequests(), '/demo/erro/too-many-request'],
  ])('%s', (_name, built, expected) => {
    expect(built).toBe(expected);
  });

  it('keeps every part one path segment: no id can climb out of its route or name another host', () => {
    expect(supplierPaths('demo').product('../conta')).toBe('/demo/produto/..%2Fconta');
    expect(supplierPaths('/evil.example').home).toBe('/%2Fevil.example');
    expect(supplierPaths('').home).toBe('/');
    expect(supplierPaths('').orders()).toBe('/pedidos');
  });

  it("moves a page to another supplier's store", () => {
    expect(inSupplier('/demo/produto/x', 'casa-noturna')).toBe('/casa-noturna/produto/x');
    expect(inSupplier('/demo', 'casa-noturna')).toBe('/casa-noturna');
  });

  it('builds each route the route table declares', () => {
    const paths = supplierPaths('demo');
    const built: Record<string, string> = {
      catalogue: paths.catalogue(), product: paths.product(':idproduto'), page: paths.page(':slug'), checkout: paths.checkout(),
      loginToken: paths.loginToken(':token', ':email'), clients: paths.clients(), users: paths.users(), addresses: paths.addresses(),
      register: paths.register(), account: paths.account(), subscriptions: paths.subscriptions(), subscription: paths.subscription(':id'),
      lists: paths.lists(), list: paths.list(':id'), combos: paths.combos(), combo: paths.combo(':id'), orders: paths.orders(),
      order: paths.order(':numpedido'), invoices: paths.invoices(), submitted: paths.submitted(':numpedido?'), chats: paths.chats(), chat: paths.chat(':sala'), quickOrder: paths.quickOrder(),
    };
    for (const [name, path] of Object.entries(built)) expect(decodeURIComponent(path), name).toBe(`/demo/${ROUTES[name as keyof typeof ROUTES]}`);
  });
});
