import { describe, expect, it } from 'vitest';
import { bareHost, configuredSupplier, isSupplierSegment, routerBasename, supplierBranding } from './supplier';
import type { Fornecedor } from './types';

describe('bareHost (spec 5)', () => {
  it.each([
    ['https://www.loja.com.br', 'loja.com.br'],
    ['http://user:pass@www.Loja.com.br:8080/commerce?x=1', 'loja.com.br'],
    ['www.distribuidora.com', 'distribuidora.com'],
    ['  pedidos.exemplo.com.br/ ', 'pedidos.exemplo.com.br'],
    ['wwwx.com', 'wwwx.com'],
  ])('%s -> %s', (input, expected) => {
    expect(bareHost(input)).toBe(expected);
  });
});

describe('routerBasename (spec 2)', () => {
  it.each([
    ['/commerce/demo', '/commerce'],
    ['/commerce', '/commerce'],
    ['/commercex/demo', '/'],
    ['/demo', '/'],
  ])('%s -> %s', (path, expected) => {
    expect(routerBasename(path)).toBe(expected);
  });
});

describe('isSupplierSegment (spec 2)', () => {
  it.each(['demo', 'mercado-verde', '3f2b8c1e-9a4d-4d0e-8f57-2b1f0c9d7e61', '1042'])('accepts %s', (s) => {
    expect(isSupplierSegment(s)).toBe(true);
  });
  it.each(['', '-demo', 'a/b', 'x'.repeat(65), 'çasa'])('rejects %j', (s) => {
    expect(isSupplierSegment(s)).toBe(false);
  });
});

describe('supplierBranding (spec 3, 9)', () => {
  const fornecedor: Fornecedor = {
    idfornecedor: '1',
    slug: 'demo',
    idempresa: '10',
    nome: 'Distribuidora Demo',
    segmentos: [],
    tag: [],
    modulos: [],
    ordenacoes_produto: [],
  };

  it('takes title, welcome text and logo from the theme', () => {
    expect(
      supplierBranding(fornecedor, {
        logo: '/logo.svg',
        textos: { boasVindas: 'Bem-vindo!' },
        configuracao: { tituloPagina: 'Demo' },
      }),
    ).toEqual({ storeName: 'Distribuidora Demo', pageTitle: 'Demo', description: undefined, welcome: 'Bem-vindo!', logo: '/logo.svg' });
  });

  it("falls back to the supplier's SEO configuration for the title and the description", () => {
    const seo = { ...fornecedor, config: { seo: { titulo: 'Demo | Atacado', descricao: 'Atacado e varejo.' } } };
    expect(supplierBranding(seo, {})).toMatchObject({ pageTitle: 'Demo | Atacado', description: 'Atacado e varejo.' });
    expect(supplierBranding(seo, { configuracao: { tituloPagina: 'Demo', descricaoPagina: 'Do tema.' } })).toMatchObject({ pageTitle: 'Demo', description: 'Do tema.' });
  });

  it('leaves blank fields to the catalogue defaults', () => {
    const branding = supplierBranding({ ...fornecedor, nome: '  ' }, { textos: { boasVindas: '' } });
    expect(branding.storeName).toBeUndefined();
    expect(branding.welcome).toBeUndefined();
  });
});

describe('configuredSupplier (spec 7 configuracao/fornecedor)', () => {
  const fornecedor = { idfornecedor: 'f1', config: { seo: { descricao: 'Antiga' }, superon_ga: { trackingGoogleAnalytics: 'G-1' } } };

  it("puts the answered fields over the record's own, keeping the others", () => {
    const loaded = { idfornecedor: 'f1', config: { seo: { descricao: 'Nova' }, menu: [{ titulo: 'Ofertas', link: 'produtos' }] } };
    expect(configuredSupplier(fornecedor, loaded).config).toEqual({
      seo: { descricao: 'Nova' },
      superon_ga: { trackingGoogleAnalytics: 'G-1' },
      menu: [{ titulo: 'Ofertas', link: 'produtos' }],
    });
  });

  it("keeps the record's own until it answers, when it failed, and for another supplier's answer", () => {
    expect(configuredSupplier(fornecedor, null)).toBe(fornecedor);
    expect(configuredSupplier(fornecedor, { idfornecedor: 'f1', config: null })).toBe(fornecedor);
    expect(configuredSupplier(fornecedor, { idfornecedor: 'f2', config: { seo: { descricao: 'Outra' } } })).toBe(fornecedor);
  });
});
