import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Breadcrumbs } from '@ui/Breadcrumbs';
import { Skeleton } from '@ui/Skeleton';
import { useInTransition } from '@ui/useInTransition';
import { Text } from '@ui/Text';
import { pricesVisible } from '@storefront/domain/gates';
import type { QuantityAction } from '@storefront/domain/quantity';
import { useStores } from '@storefront/state/context';
import { loadProduct, loadProductExtras, productStoreOf, type ProductPageData } from '@storefront/state/productPage';
import { useCanonicalPaths, useSupplierPaths } from '@storefront/state/supplierPaths';
import { PageCarousels } from '@storefront/components/Carousels/PageCarousels';
import { CatalogueCard, useCatalogueCards } from '@storefront/components/CatalogueCard/CatalogueCard';
import { CardGrid } from '@storefront/components/CatalogueCard/CardGrid';
import { usePriceGate } from '@storefront/components/page/usePriceGate';
import { useBuying } from '@storefront/components/PurchaseDialogs/useBuying';
import { productScreenMessages as messages } from './messages';
import { ProductBuy } from './ProductBuy';
import { ProductGallery, ProductMedia } from './ProductGallery';
import { ProductMeta } from './ProductMeta';
import { ProductPrice } from './ProductPrice';
import { Info, Layout, Page, Section } from './layout';
import { ProductDescription } from './ProductSections';
import { ProductTags } from './ProductTags';
import { rarePart } from './rarePart';

/** A product not found or not loaded. */
const LazyProductProblem = rarePart(lazy(async () => ({ default: (await import('./ProductProblem')).ProductProblem })));

/** No related products yet: a page mounted in the browser starts without them. */
const NO_PRODUCTS: readonly never[] = [];

/**
 * spec 2 product page `/{supplier}/produto/{idproduto}`: pictures, name, price with its wholesale and
 * progressive hints (or why it is hidden), the cart's quantity, the availability alert, the description,
 * similar and related products; the age check and additional-services dialogs guard the first add.
 */
function ProductScreen({ data }: { data: ProductPageData }) {
  const intl = useIntl();
  const { idproduto = '' } = useParams();
  const paths = useSupplierPaths();
  const canonical = useCanonicalPaths();
  const stores = useStores();
  const [store] = useState(() => productStoreOf(data));
  const state = useSnapshot(store);
  // The related products come after the page: their eight cards render in slices, not in one long task.
  const related = useInTransition(state.related, NO_PRODUCTS);
  const { fornecedor } = useSnapshot(stores.supplier);
  const session = useSnapshot(stores.session);

  const { buy: buyFromCard, context, dialogs } = useBuying(store);

  // What the page adds once it runs in the browser (tags, more photos, related products, GA4).
  useEffect(() => {
    loadProductExtras(store, context, store.idproduto ?? idproduto);
  }, [store, context, idproduto]);

  // The loader priced the product for who it knew; a client who signs in here gets her own prices.
  const pricedFor = useRef(data.pricedFor);
  const client = session.usuario?.idcliente ?? null;
  useEffect(() => {
    if (client === pricedFor.current) return;
    pricedFor.current = client;
    void loadProduct(store, context, idproduto);
  }, [store, context, idproduto, client]);

  // A shelf's product from the store (not the read-only snapshot) goes to the cart, as in the catalogue.
  const onCardQuantity = useCallback(
    (id: string, action: QuantityAction) => {
      const product = store.produto?.similares.find((s) => s.idproduto === id) ?? store.related.find((r) => r.idproduto === id);
      // The first add goes through the same checks as the page's own button (age, services).
      if (product) buyFromCard(product, action);
    },
    [store, buyFromCard],
  );
  const cardOf = useCatalogueCards(onCardQuantity);
  const { showPrices, hiddenReason } = usePriceGate(fornecedor?.tag ?? []);
  if (!fornecedor) return null;
  const catalogueHref = paths.catalogue();

  const produto = state.status === 'loaded' ? state.produto : null;
  const breadcrumbs = (
    <Breadcrumbs
      items={[
        { id: 'catalogo', label: intl.formatMessage(messages.catalogue), href: catalogueHref },
        { id: 'produto', label: produto?.nome ?? intl.formatMessage(messages.productCrumb) },
      ]}
    />
  );

  if (state.status === 'notFound' || state.status === 'failed') {
    return (
      <Page>
        {breadcrumbs}
        <LazyProductProblem store={store} context={context} idproduto={idproduto} catalogueHref={catalogueHref} />
      </Page>
    );
  }

  if (!produto) {
    // Loading: boxes the size of what comes, so the page does not jump when it arrives.
    return (
      <Page>
        {breadcrumbs}
        <Layout>
          <ProductMedia>
            <Skeleton shape="rect" height="100%" label={intl.formatMessage(messages.loading)} />
          </ProductMedia>
          <Info>
            <Skeleton lines={2} />
            <Skeleton shape="rect" width="50%" height="$targetComfortable" />
            <Skeleton lines={4} />
          </Info>
        </Layout>
      </Page>
    );
  }

  return (
    <Page>
      <ProductMeta
        produto={produto}
        photos={state.photos}
        path={canonical.product(produto.idproduto)}
        priceShown={pricesVisible(fornecedor.tag, { authenticated: false, approved: false })}
      />
      {breadcrumbs}
      <Layout>
        <ProductGallery name={produto.nome} images={state.photos} dimmed={!produto.disponivel} />
        <Info>
          <h1>{produto.nome}</h1>
          <Text tone="muted" size="sm">
            {intl.formatMessage(messages.sku, { sku: produto.sku })}
          </Text>
          <ProductPrice produto={produto} showPrices={showPrices} hiddenReason={hiddenReason} />
          {produto.idadeMinima ? (
            <Text tone="muted" size="sm">
              {intl.formatMessage(messages.ageRestricted, { idade: produto.idadeMinima })}
            </Text>
          ) : null}
          <ProductBuy store={store} context={context} showPrices={showPrices} />
          <ProductTags tags={state.tags} />
        </Info>
      </Layout>
      {produto.descricao ? <ProductDescription title={intl.formatMessage(messages.description)} text={produto.descricao} /> : null}
      {/* Similar products (same category), then related ones (same search tags): each shown once, neither holding space. */}
      {[
        { id: 'semelhantes', title: messages.similar, products: produto.similares },
        { id: 'relacionados', title: messages.related, products: related },
      ].map((shelf) =>
        shelf.products.length > 0 ? (
          <Section key={shelf.id} aria-labelledby={shelf.id}>
            <h2 id={shelf.id}>{intl.formatMessage(shelf.title)}</h2>
            <CardGrid>
              {shelf.products.map((p) => (
                <li key={p.idproduto}>
                  <CatalogueCard {...cardOf(p)} />
                </li>
              ))}
            </CardGrid>
          </Section>
        ) : null,
      )}
      {/* spec 2 "Carousels per page": the product page's own, when the platform has them. */}
      <PageCarousels page="produto" holdSpace={false} />
      {dialogs}
    </Page>
  );
}

/** The route module: a product page per product (another product, a fresh page and store). */
export function Component() {
  const data = useLoaderData<ProductPageData>();
  return <ProductScreen key={data.idproduto} data={data} />;
}
