import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Breadcrumbs } from '@ui/Breadcrumbs';
import { EmptyState } from '@ui/EmptyState';
import { LoadMore } from '@ui/LoadMore';
import { LazySelect } from '@ui/LazySelect';
import { Inline, Stack } from '@ui/Stack';
import { styled } from '@themes/stitches.config';
import { catalogueAddress } from '@storefront/domain/catalogueAddress';
import { pagesOfAddress, withPages } from '@storefront/domain/cataloguePages';
import { viewItemListEvent } from '@storefront/analytics/events';
import { catalogueStoreOf, categoryHeader, listOf, loadProducts, useCatalogueContext, useTracker } from '@storefront/state/catalogue';
import type { CatalogueState } from '@storefront/state/catalogueStore';
import { PRODUCT_PAGE_SIZE } from '@storefront/state/constants';
import { useStores } from '@storefront/state/context';
import type { QuantityAction } from '@storefront/domain/quantity';
import { CatalogueCard, useCatalogueCards, type CatalogueCardProps } from '@storefront/components/CatalogueCard/CatalogueCard';
import { LaterCarousels } from '@storefront/components/Carousels/LaterCarousels';
import { useBuying } from '@storefront/components/PurchaseDialogs/useBuying';
import { PageMeta } from '@storefront/components/page/PageMeta';
import { useRepricing } from '@storefront/components/page/useRepricing';
import { ABOVE_FOLD_CARDS, CardGrid } from '@storefront/components/CatalogueCard/CardGrid';
import { useCanonicalPaths, useSupplierPaths } from '@storefront/state/supplierPaths';
import { CatalogueFilters } from './CatalogueFilters';
import { catalogueScreenMessages as messages } from './messages';
import { SubcategoryLinks } from './SubcategoryLinks';

const Layout = styled('div', {
  display: 'grid',
  gap: '$5',
  '@md': { gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)', alignItems: 'start' },
});

/** The list while another address's products come: still there, dimmed, and said busy. */
const Results = styled('div', { transition: 'opacity $normal', '&[aria-busy="true"]': { opacity: 0.6 } });

interface ProductGridProps {
  products: readonly CatalogueCardProps['product'][];
  onQuantityChange: CatalogueCardProps['onQuantityChange'];
}

/**
 * The cards with the cart's quantities. The only part of the page that follows the cart: an add
 * re-renders this list (and the one card whose quantity changed), not the category tree and filters.
 */
function ProductGrid({ products, onQuantityChange }: ProductGridProps) {
  const cardOf = useCatalogueCards(onQuantityChange);
  return (
    <CardGrid deferPastFirstRow>
      {products.map((p, index) => (
        <li key={p.idproduto}>
          <CatalogueCard {...cardOf(p)} isAboveFold={index < ABOVE_FOLD_CARDS} />
        </li>
      ))}
    </CardGrid>
  );
}

/** The catalogue: the chosen category's header, category tree, sort, the product grid with the cart's quantities, and "load more". */
export function CatalogueScreen({ data }: { data: CatalogueState }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const canonical = useCanonicalPaths();
  const stores = useStores();
  const { fornecedor } = useSnapshot(stores.supplier);
  // The loader's page; "Carregar mais" adds to it. Another address, another page (and store).
  const store = useMemo(() => catalogueStoreOf(data), [data]);
  const catalogue = useSnapshot(store);

  // Apart from the supplier's record, so a refreshed record does not count the page as seen again.
  const track = useTracker();
  const context = useCatalogueContext(track);
  const { buy, purchase, dialogs } = useBuying();
  const { ageDeclined } = useSnapshot(purchase);

  // Every choice (category, tags, sort) goes through the address, so Back and a shared link know it.
  const [address, setAddress] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const updating = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const choose = (change: Parameters<typeof catalogueAddress>[1]) => setAddress(catalogueAddress(address, change), { preventScrollReset: true });

  // GA4 view_item_list for the page the loader brought ("Carregar mais" tracks its own).
  useEffect(() => {
    if (data.status === 'loaded') void track(viewItemListEvent(data.produtos, listOf(data)));
  }, [data, track]);

  // Another payment method, delivery type or address: the list is asked again at the prices they give.
  useRepricing(catalogue);

  // The pages brought go into the address (replacing it: Back still leaves the catalogue), so a reload, a
  // shared link and Back from a product show them again. The route does not load again for that.
  // Another list chosen while the page came (another store) keeps its own address.
  const navigate = useNavigate();
  const shown = useRef({ store, address });
  useEffect(() => {
    shown.current = { store, address };
  });
  const loadMore = async () => {
    if (!context) return;
    await loadProducts(store, context, true);
    const now = shown.current;
    if (now.store !== store || store.page <= pagesOfAddress(now.address.get('pagina'))) return;
    void navigate({ search: withPages(now.address, store.page) }, { replace: true, preventScrollReset: true });
  };

  // Stable across renders: the memoised cards keep it, and it reads the store, not the snapshot.
  const onQuantityChange = useCallback(
    (idproduto: string, action: QuantityAction) => {
      // The store's product, not the read-only snapshot, goes into the cart.
      const product = store.produtos.find((x) => x.idproduto === idproduto);
      if (product) buy(product, action);
    },
    [store, buy],
  );

  if (!fornecedor || !context) return null;
  const lastDeclined = ageDeclined.length ? catalogue.produtos.find((p) => p.idproduto === ageDeclined[ageDeclined.length - 1]) : undefined;
  const header = categoryHeader(catalogue);
  const categoryHref = (id: string | null) => paths.catalogue(catalogueAddress(address, { categoria: id }));

  return (
    <section aria-labelledby="catalogo">
      {/* One address per category: a text search, tags and sort are views of it. */}
      <PageMeta title={header?.setor.nome ?? intl.formatMessage(messages.title)} path={canonical.catalogue(catalogueAddress(new URLSearchParams(), { categoria: catalogue.categoria }))} />
      {header ? (
        <Breadcrumbs
          items={[
            { id: 'catalogo', label: intl.formatMessage(messages.title), href: categoryHref(null) },
            ...header.caminho.map((s) => ({ id: s.id, label: s.nome, href: categoryHref(s.id) })),
            { id: header.setor.id, label: header.setor.nome },
          ]}
        />
      ) : null}
      <h1 id="catalogo">{header?.setor.nome ?? intl.formatMessage(messages.title)}</h1>
      {header && header.setor.filhos.length > 0 ? <SubcategoryLinks category={header.setor} hrefOf={categoryHref} /> : null}
      <Layout>
        <CatalogueFilters catalogue={catalogue} onChoose={choose} />
        <Stack gap={4}>
          <Inline gap={3} align="end" justify="between">
            <p role="status">{intl.formatMessage(messages.count, { count: catalogue.totalItems })}</p>
            <LazySelect
              label={intl.formatMessage(messages.sort)}
              options={fornecedor.ordenacoes_produto.map((o) => ({ id: o.id, label: o.nome }))}
              selectedKey={catalogue.ordenacao ?? fornecedor.ordenacoes_produto[0]?.id ?? null}
              onSelectionChange={(key) => {
                if (key !== null) choose({ ordem: String(key) });
              }}
            />
          </Inline>
          <Results aria-busy={updating}>
            {catalogue.status === 'failed' ? (
              <Alert tone="danger" live title={intl.formatMessage(messages.failed)}>
                {catalogue.error}
              </Alert>
            ) : null}
            {lastDeclined?.idadeMinima ? (
              <Alert tone="info" live>
                {intl.formatMessage(messages.ageDeclined, { name: lastDeclined.nome, idade: lastDeclined.idadeMinima })}
              </Alert>
            ) : null}
            {catalogue.status === 'loaded' && catalogue.produtos.length === 0 ? (
              <EmptyState title={intl.formatMessage(messages.emptyTitle)}>
                <p>{intl.formatMessage(messages.emptyText)}</p>
              </EmptyState>
            ) : null}
            <ProductGrid products={catalogue.produtos} onQuantityChange={onQuantityChange} />
            {catalogue.produtos.length > 0 ? (
              <LoadMore
                shown={catalogue.produtos.length}
                total={catalogue.totalItems}
                pageSize={PRODUCT_PAGE_SIZE}
                isLoading={catalogue.status === 'loading'}
                onLoadMore={() => void loadMore()}
              />
            ) : null}
          </Results>
        </Stack>
      </Layout>
      {/* spec 2 "Carousels per page": the catalogue's own, when the platform has them. */}
      <LaterCarousels page="produtos" />
      {dialogs}
    </section>
  );
}

/** The route module: the catalogue of the loader's address. */
export function Component() {
  return <CatalogueScreen data={useLoaderData<CatalogueState>()} />;
}
