/**
 * What a product's or a content page's preview says (WhatsApp, social networks, search engines): its
 * plain description and schema.org JSON-LD. Apart from seo.ts, which every page's meta tags need, so
 * a page without a product does not carry these rules. Pure: the page's data in, plain values out.
 */

/**
 * JSON that is safe inside `<script>`: nothing in it can close the tag or open a comment, whatever the
 * platform's texts hold (`</script>`, `<!--`, U+2028). It reads back as the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Open Graph description length: what link previews show before they cut. */
export const PREVIEW_TEXT_MAX = 200;

/**
 * A description's plain text for a meta tag: tags dropped, common entities read, whitespace collapsed,
 * at most `max` characters (cut at a word, with an ellipsis). The platform's descriptions may be HTML.
 */
export function plainText(html: string | undefined, max: number): string {
  const text = (html ?? '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface ProductSeo {
  name: string;
  description: string;
  sku: string;
  images: readonly string[];
  url: string;
  /** The price a visitor may see; none where prices are hidden (no Offer then). */
  price: number | undefined;
  available: boolean;
}

/** schema.org `Product` with an `Offer` in BRL, for search engines; no offer without a visible price. */
export function productJsonLd(product: ProductSeo): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: product.url,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length ? { image: product.images } : {}),
    ...(product.price === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: product.price.toFixed(2),
            priceCurrency: 'BRL',
            availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url: product.url,
          },
        }),
  };
}
