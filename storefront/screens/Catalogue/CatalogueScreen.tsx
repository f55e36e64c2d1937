import { lazy, Suspense, useEffect, useMemo } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { EmptyState } from '@ui/EmptyState';
import { LoadMore } from '@ui/LoadMore';
import { ProductCard, type PriceTier } from '@ui/ProductCard';
import { Select } from '@ui/Select';
import { Skeleton } from '@ui/Skeleton';
import { Tree, type TreeNode } from '@ui/Tree';
import { styled } from '@themes/stitches.config';
import { pricesVisible } from '@storefront/domain/gates';
import { toReais } from '@storefront/domain/money';
import { progressiveTiers } from '@storefront/domain/pricing';
import { fromMilli } from '@storefront/domain/quantity';
import type { Produto } from '@storefront/domain/types';
import { domainMessages } from '@storefront/i18n/domainMessages';
import { cartContextFor, changeQuantity } from '@storefront/state/cart';
import { chooseCategory, chooseSort, chooseTags, loadCategories, loadProducts, loadTags, openCatalogue, type CatalogueContext } from '@storefront/state/catalogue';
import { PRODUCT_PAGE_SIZE } from '@storefront/state/constants';
import { useAppServices } from '@storefront/state/context';

const messages = defineMessages<{
  title: NoMessageValues;
  categories: NoMessageValues;
  sort: NoMessageValues;
  tags: NoMessageValues;
  count: { count: number };
  emptyTitle: NoMessageValues;
  emptyText: NoMessageValues;
  failed: NoMessageValues;
  loading: NoMessageValues;
}>({
  title: { id: 'catalogue.title', defaultMessage: 'Produtos', description: 'Heading of the catalogue page' },
  categories: { id: 'catalogue.categories', defaultMessage: 'Categorias', description: 'Accessible name of the category tree' },
  sort: { id: 'catalogue.sort', defaultMessage: 'Ordenar por', description: 'Label of the sort select of the catalogue' },
  tags: { id: 'catalogue.tags', defaultMessage: 'Filtrar por', description: "Label of the catalogue's search tag filter chips (spec 7 tag-pesquisa)" },
  count: {
    id: 'catalogue.count',
    defaultMessage: '{count, plural, =0 {Nenhum produto} one {# produto} other {# produtos}}',
    description: 'How many products the current list has',
  },
  emptyTitle: { id: 'catalogue.emptyTitle', defaultMessage: 'Nenhum produto encontrado', description: 'Title of the empty catalogue state' },
  emptyText: {
    id: 'catalogue.emptyText',
    defaultMessage: 'Escolha outra categoria ou confira a grafia da busca.',
    description: 'What to do when a category or search has no products',
  },
  failed: { id: 'catalogue.failed', defaultMessage: 'Não foi possível carregar os produtos.', description: 'Title of the alert when the product list fails' },
  loading: { id: 'catalogue.loading', defaultMessage: 'Carregando produtos', description: 'Accessible name of the product list placeholder while it loads' },
});

const Layout = styled('div', {
  display: 'grid',
  gap: '$5',
  '@md': { gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)', alignItems: 'start' },
});

const Toolbar = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: '$3', marginBottom: '$4' });
const Filters = styled('div', { marginBottom: '$4' });
/** The filter chips come after their tags load: their code too, keeping this route's chunk small. */
const TagGroup = lazy(async () => ({ default: (await import('@ui/TagGroup')).TagGroup }));

/** Two columns on phones, up to five on wide screens; every card the height of its row. */
const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 45%), 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A category as the snapshot gives it (read-only all the way down). */
interface SetorView {
  readonly id: string;
  readonly nome: string;
  readonly quantidade: number;
  readonly filhos: readonly SetorView[];
}

const toTree = (setores: readonly SetorView[]): TreeNode[] =>
  setores.map((s) => ({ id: s.id, label: s.nome, count: s.quantidade, children: s.filhos.length ? toTree(s.filhos) : undefined }));

/** The domain's parsed tier table (comma thresholds read, broken rows dropped), in units and reais for the card. */
const tiersOf = (p: Pick<Produto, 'efeitospoliticas'>): PriceTier[] =>
  progressiveTiers(p).map((tier) => ({ quantity: fromMilli(tier.threshold), price: toReais(tier.cents) }));

/** The catalogue: category tree, sort, the product grid with the cart's quantities, and "load more". */
export function CatalogueScreen() {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const { fornecedor } = useSnapshot(stores.supplier);
  const catalogue = useSnapshot(stores.catalogue);
  const cart = useSnapshot(stores.cart);

  const context = useMemo<CatalogueContext | null>(
    () => (fornecedor ? { api, idfornecedor: fornecedor.idfornecedor, ordenacoes: fornecedor.ordenacoes_produto } : null),
    [api, fornecedor],
  );
  const cartContext = useMemo(() => cartContextFor(api, stores), [api, stores]);

  // The address: `?q=` from the header search, `?categoria=` from the side menu.
  const [address] = useSearchParams();
  const q = address.get('q') ?? '';
  const categoria = address.get('categoria');

  useEffect(() => {
    if (context) void loadCategories(stores.catalogue, context);
  }, [context, stores]);

  useEffect(() => {
    if (context) void openCatalogue(stores.catalogue, context, { q, categoria });
  }, [context, stores, q, categoria]);

  // spec 7 `tag-pesquisa`: the filters offered follow the category and the text.
  useEffect(() => {
    if (context) void loadTags(stores.catalogue, context, stores.session.usuario?.idcliente);
  }, [context, stores, catalogue.categoria, catalogue.busca]);

  if (!fornecedor || !context) return null;
  // No session yet (accounts come with issue 8): the shopper is a visitor.
  const showPrices = pricesVisible(fornecedor.tag, { authenticated: false, approved: false });
  const quantityOf = (idproduto: string) => cart.lines.find((l) => l.product.idproduto === idproduto)?.quantity ?? 0;
  const firstLoad = catalogue.status === 'loading' && catalogue.produtos.length === 0;

  return (
    <section aria-labelledby="catalogo">
      <h1 id="catalogo">{intl.formatMessage(messages.title)}</h1>
      <Layout>
        <aside>
          <Tree
            aria-label={intl.formatMessage(messages.categories)}
            items={toTree(catalogue.setores)}
            selectedKey={catalogue.categoria}
            onSelect={(id) => void chooseCategory(stores.catalogue, context, id)}
          />
        </aside>
        <div>
          <Toolbar>
            <p role="status">{intl.formatMessage(messages.count, { count: catalogue.totalItems })}</p>
            <Select
              label={intl.formatMessage(messages.sort)}
              options={fornecedor.ordenacoes_produto.map((o) => ({ id: o.id, label: o.nome }))}
              selectedKey={catalogue.ordenacao ?? fornecedor.ordenacoes_produto[0]?.id ?? null}
              onSelectionChange={(key) => {
                if (key !== null) void chooseSort(stores.catalogue, context, String(key));
              }}
            />
          </Toolbar>
          {catalogue.tags.length > 0 ? (
            <Filters>
              <Suspense fallback={null}>
                <TagGroup
                  label={intl.formatMessage(messages.tags)}
                  items={catalogue.tags.map((t) => ({ id: t.id, label: t.nome }))}
                  selectionMode="multiple"
                  selectedKeys={catalogue.tagsSelecionadas}
                  onSelectionChange={(keys) => void chooseTags(stores.catalogue, context, [...keys])}
                />
              </Suspense>
            </Filters>
          ) : null}
          {catalogue.status === 'failed' ? (
            <Alert tone="danger" live title={intl.formatMessage(messages.failed)}>
              {catalogue.error}
            </Alert>
          ) : null}
          {firstLoad ? <Skeleton shape="rect" height="$placeholderHero" label={intl.formatMessage(messages.loading)} /> : null}
          {catalogue.status === 'loaded' && catalogue.produtos.length === 0 ? (
            <EmptyState title={intl.formatMessage(messages.emptyTitle)}>
              <p>{intl.formatMessage(messages.emptyText)}</p>
            </EmptyState>
          ) : null}
          <Grid>
            {catalogue.produtos.map((p) => (
              <li key={p.idproduto}>
                <ProductCard
                  headingLevel={2}
                  href={`/${fornecedor.slug}/produto/${encodeURIComponent(p.idproduto)}`}
                  name={p.nome}
                  imageSrc={p.imagem}
                  price={p.preco}
                  oldPrice={p.preconf && p.preconf > p.preco ? p.preconf : undefined}
                  unit={p.unidade === 'un' ? undefined : p.unidade}
                  wholesale={p.precovendaatacado && p.minvendaatacado ? { quantity: p.minvendaatacado, price: p.precovendaatacado } : undefined}
                  tiers={tiersOf(p)}
                  hiddenPrice={showPrices ? undefined : { reason: intl.formatMessage(domainMessages['gate.loginToBuy']) }}
                  isUnavailable={!p.disponivel}
                  quantity={quantityOf(p.idproduto)}
                  step={p.granularidade ?? 1}
                  minQuantity={p.min_por_pedido}
                  maxQuantity={p.maxporpedido}
                  isLocked={cart.locked}
                  onQuantityChange={(value) => {
                    // The store's product, not the read-only snapshot, goes into the cart.
                    const product = stores.catalogue.produtos.find((x) => x.idproduto === p.idproduto);
                    if (product) changeQuantity(stores.cart, cartContext, product, { type: 'SET', value });
                  }}
                />
              </li>
            ))}
          </Grid>
          {catalogue.produtos.length > 0 ? (
            <LoadMore
              shown={catalogue.produtos.length}
              total={catalogue.totalItems}
              pageSize={PRODUCT_PAGE_SIZE}
              isLoading={catalogue.status === 'loading'}
              onLoadMore={() => void loadProducts(stores.catalogue, context, true)}
            />
          ) : null}
        </div>
      </Layout>
    </section>
  );
}

/** The route module: react-router's lazy route takes `Component`. */
export const Component = CatalogueScreen;
