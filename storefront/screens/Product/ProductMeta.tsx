import { absoluteUrl } from '@storefront/domain/seo';
import { plainText, PREVIEW_TEXT_MAX, productJsonLd, scriptJson } from '@storefront/domain/structuredData';
import { usePageOrigin } from '@storefront/state/context';
import { PageMeta } from '@storefront/components/page/PageMeta';

export interface ProductMetaProps {
  produto: { idproduto: string; nome: string; descricao?: string | undefined; preco: number; disponivel: boolean };
  photos: readonly string[];
  /** The page's path (`/{supplier}/produto/{id}`): its canonical URL. */
  path: string;
  /** Whether a visitor may see the price (spec 6 hide-price-for-logged-out-customers): else no offer. */
  priceShown: boolean;
}

/** A product's preview (its name, description and first photo) and schema.org Product with its BRL offer. */
export function ProductMeta({ produto, photos, path, priceShown }: ProductMetaProps) {
  const origin = usePageOrigin();
  const url = absoluteUrl(path, origin);
  const images = photos.map((photo) => absoluteUrl(photo, origin));
  const description = plainText(produto.descricao, PREVIEW_TEXT_MAX);
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
      <PageMeta type="product" title={produto.nome} description={description || undefined} path={path} image={images[0]} />
      {/* Data, not a script: the CSP lets it be, and scriptJson keeps it from closing its tag. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
    </>
  );
}
