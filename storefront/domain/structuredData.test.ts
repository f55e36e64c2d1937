import { describe, expect, it } from 'vitest';
import { plainText, productJsonLd, scriptJson } from './structuredData';

describe('scriptJson', () => {
  it('cannot close its <script> or open a comment, and reads back the same', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('plainText', () => {
  it.each([
    [undefined, 100, ''],
    ['<p>Arroz <b>tipo 1</b>,\n\n  grão longo.</p>', 100, 'Arroz tipo 1 , grão longo.'],
    ['<script>alert(1)</script><style>p{}</style>Feijão &amp; arroz &#233; &#xE9; &nbsp;&unknown;', 100, 'Feijão & arroz é é &unknown;'],
    ['palavra '.repeat(20), 30, 'palavra palavra palavra…'],
    ['x'.repeat(40), 10, `${'x'.repeat(9)}…`],
  ])('%j in at most %i characters: %j', (html, max, text) => {
    expect(plainText(html, max)).toBe(text);
    expect(plainText(html, max).length).toBeLessThanOrEqual(max);
  });
});

describe('productJsonLd', () => {
  const base = { name: 'Arroz', description: 'Tipo 1', sku: 'demo-arroz-1', images: ['https://loja/a.svg'], url: 'https://loja/demo/produto/demo-arroz-1', available: true };

  it('is a schema.org Product with an Offer in BRL', () => {
    expect(productJsonLd({ ...base, price: 5.9 })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Arroz',
      sku: 'demo-arroz-1',
      url: base.url,
      description: 'Tipo 1',
      image: base.images,
      offers: { '@type': 'Offer', price: '5.90', priceCurrency: 'BRL', availability: 'https://schema.org/InStock', url: base.url },
    });
  });

  it('has no offer where prices are hidden, and says when the product is out of stock', () => {
    expect(productJsonLd({ ...base, price: undefined, description: '', images: [] })).toEqual({ '@context': 'https://schema.org', '@type': 'Product', name: 'Arroz', sku: 'demo-arroz-1', url: base.url });
    expect(productJsonLd({ ...base, price: 1, available: false }).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});
