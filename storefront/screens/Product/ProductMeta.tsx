import { absoluteUrl, plainText, productJsonLd, scriptJson } from '@storefront/domain/seo';
import { useAppServices } from '@storefront/state/context';

export interface ProductMetaProps {
  produto: { idproduto: string; nome: string; descricao?: string | undefined; preco: number; disponivel: boolean };
  photos: readonly string[];
  /** The page's path (`/{supplier}/produto/{id}`): its canonical URL. */
  path: string;
  storeName: string | undefined;
  /** Whether a visitor may see the price (spec 6 hide-price-for-logged-out-customers): else no offer. */
  priceShown: boolean;
}

/** Open Graph description length: what link previews show before they cut. */
const DESCRIPTION_MAX = 200;

/**
 * What a shared product link shows (WhatsApp and social previews read Open Graph) and what search engines
 * read (canonical, schema.org Product with its BRL offer). React puts the tags in the document's head.
 */
export function ProductMeta({ produto, photos, path, storeName, priceShown }: ProductMetaProps) {
  const { origin = '' } = useAppServices();
  const url = absoluteUrl(path, origin);
  const images = photos.map((photo) => absoluteUrl(photo, origin));
  const description = plainText(produto.descricao, DESCRIPTION_MAX);
  const jsonLd = productJsonLd({
    name: produto.nome,
    description,
    sku: produto.idproduto,
    images,
    url,
    price: priceShown ? produto.preco : undefined,
    available: produto.disponivel,
  });
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={produto.nome} />
      {description ? <meta property="og:description" content={description} /> : null}
      {images[0] ? <meta property="og:image" content={images[0]} /> : null}
      <meta property="og:url" content={url} />
      {storeName ? <meta property="og:site_name" content={storeName} /> : null}
      <meta property="og:locale" content="pt_BR" />
      {/* Data, not a script: the CSP lets it be, and scriptJson keeps it from closing its tag. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
    </>
  );
}
