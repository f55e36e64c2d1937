import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Breadcrumbs } from '@ui/Breadcrumbs';
import { Button } from '@ui/Button';
import { Icon } from '@ui/Icon';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { LazyQuantityStepper } from '@ui/LazyQuantityStepper';
import { Skeleton } from '@ui/Skeleton';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { useInTransition } from '@ui/useInTransition';
import { styled } from '@themes/stitches.config';
import { pricesVisible } from '@storefront/domain/gates';
import { domainMessages } from '@storefront/i18n/domainMessages';
import { useAppServices } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { shownUnit, type QuantityAction } from '@storefront/domain/quantity';
import { changeProductQuantity, requestAdd } from '@storefront/state/product';
import { loadProduct, loadProductExtras, productStoreOf, type ProductPageData } from '@storefront/state/productPage';
import { CatalogueCard, tiersOf } from '@storefront/components/CatalogueCard/CatalogueCard';
import { CardGrid } from '@storefront/components/CatalogueCard/CardGrid';
import { catalogueCouponPrice, couponPriceMessages, useCouponOnPrices } from '@storefront/components/CatalogueCard/couponPrices';
import { ProductMeta } from './ProductMeta';
import { useBuying } from '@storefront/components/PurchaseDialogs/useBuying';
import { ProductGallery, ProductMedia } from './ProductGallery';
import { PageCarousels } from '@storefront/components/Carousels/PageCarousels';
import { listPrice, wholesaleOffer } from '@storefront/domain/pricing';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { productScreenMessages as messages } from './messages';
import { usePriceGate } from '@storefront/components/page/usePriceGate';

/**
 * A rare part of the page as a chunk of its own: the server's page has it, and the browser hydrates it
 * when its chunk comes. Memoised on its (stable) props: a boundary still waiting for its chunk that
 * re-renders (a cart coming back) would be drawn again as its fallback, blanking what the server drew.
 */
function rarePart<P extends object>(Part: ComponentType<P>) {
  return memo(function RarePart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}

/** An unavailable product's alert; a product not found or not loaded. */
const LazyAvailabilityAlert = rarePart(lazy(async () => ({ default: (await import('./AvailabilityAlert')).AvailabilityAlert })));
const LazyProductProblem = rarePart(lazy(async () => ({ default: (await import('./ProductProblem')).ProductProblem })));

const Page = styled('div', { display: 'grid', gap: '$5' });

const Layout = styled('div', {
  display: 'grid',
  gap: '$5',
  '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
});

const Info = styled('div', {
  display: 'grid',
  gap: '$3',
  alignContent: 'start',
  '& h1': { margin: 0, fontSize: '$xl', lineHeight: '$tight', overflowWrap: 'anywhere', '@md': { fontSize: '$xxl' } },
});

const Muted = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted' });

const Hints = styled('ul', { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '$1', fontSize: '$sm', color: '$success', fontWeight: '$medium' });

const CouponNote = styled('p', { margin: 0, fontSize: '$sm', color: '$success', fontWeight: '$medium' });

const Hidden = styled('p', { margin: 0, display: 'flex', gap: '$2', alignItems: 'flex-start', color: '$textMuted' });

const Buy = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start', maxWidth: '$panelWidth' });

const Status = styled('p', { margin: 0, fontWeight: '$bold', color: '$textMuted' });

const Note = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted' });

const Chosen = styled('section', {
  display: 'grid',
  gap: '$1',
  '& h2': { margin: 0, fontSize: '$md' },
  '& ul': { margin: 0, paddingInlineStart: '$4', fontSize: '$sm' },
});

/** The product's search tags: links that wrap, each a comfortable target. */
const Tags = styled('section', { display: 'grid', gap: '$2', '& h2': { margin: 0, fontSize: '$md' } });
const TagLinks = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });

const Section = styled('section', {
  display: 'grid',
  gap: '$3',
  '& h2': { margin: 0, fontSize: '$lg' },
});

/** Plain text from the platform: React escapes it; line breaks are kept. */
const Description = styled('p', { margin: 0, maxWidth: '$prose', whiteSpace: 'pre-line' });
/** Server HTML, always sanitised: the sanitiser loads only for a description written in HTML. */
const HtmlDescription = styled('div', { maxWidth: '$prose' });

/** No related products yet: a page mounted in the browser starts without them. */
const NO_PRODUCTS: readonly never[] = [];

/** A description with tags or entities is the supplier's HTML; plain text keeps its line breaks as written. */
const HAS_MARKUP = /<[a-z!/]|&#?\w+;/i;

/**
 * spec 2 product page `/{supplier}/produto/{idproduto}`: pictures, name, price with its wholesale and
 * progressive hints (or why it is hidden), the cart's quantity, the availability alert, the description,
 * similar and related products; the age check and additional-services dialogs guard the first add.
 */
function ProductScreen({ data }: { data: ProductPageData }) {
  const intl = useIntl();
  const { idproduto = '' } = useParams();
  const paths = useSupplierPaths();
  const { stores } = useAppServices();
  const [store] = useState(() => productStoreOf(data));
  const state = useSnapshot(store);
  // The related products come after the page: their eight cards render in slices, not in one long task.
  const related = useInTransition(state.related, NO_PRODUCTS);
  const { fornecedor } = useSnapshot(stores.supplier);
  const session = useSnapshot(stores.session);
  const cart = useSnapshot(stores.cart);
  const coupon = useCouponOnPrices();

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

  /** After "Adicionar" puts the product in the cart, the stepper that replaced the button takes focus. */
  const buyArea = useRef<HTMLDivElement>(null);
  const focusStepper = useRef(false);
  const inCartNow = cart.lines.some((l) => l.product.idproduto === idproduto);
  useEffect(() => {
    if (!inCartNow || !focusStepper.current) return;
    focusStepper.current = false;
    buyArea.current?.querySelector('input')?.focus();
  }, [inCartNow]);

  const { showPrices, hiddenReason } = usePriceGate(fornecedor?.tag ?? []);
  if (!fornecedor) return null;
  const catalogueHref = paths.catalogue();
  const productHref = paths.product;
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'BRL' });
  const quantityOf = (id: string) => cart.lines.find((l) => l.product.idproduto === id)?.quantity ?? 0;


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

  // The store's product (not the read-only snapshot) goes to the cart, as in the catalogue.
  const live = (id: string) =>
    store.produto?.idproduto === id ? store.produto : (store.produto?.similares.find((s) => s.idproduto === id) ?? store.related.find((r) => r.idproduto === id));
  const onCardQuantity = (id: string, action: QuantityAction) => {
    const product = live(id);
    // The first add goes through the same checks as the page's own button (age, services).
    if (product) buyFromCard(product, action);
  };

  const unit = shownUnit(produto.unidade);
  const unitLabel = produto.unidade;
  // spec 3 habilitar_visualizacao_desconto: the price with the coupon in force, "de" the price without it.
  const withCoupon = showPrices ? catalogueCouponPrice(coupon, produto) : undefined;
  const oldPrice = listPrice(produto);
  const wholesale = wholesaleOffer(produto);
  const hints = [
    ...(wholesale ? [intl.formatMessage(messages.wholesale, { price: money(wholesale.price), quantity: intl.formatNumber(wholesale.quantity), unit: unitLabel })] : []),
    ...tiersOf(produto).map((tier) =>
      intl.formatMessage(messages.tier, { price: money(tier.price), quantity: intl.formatNumber(tier.quantity), unit: unitLabel }),
    ),
  ];
  const quantity = quantityOf(produto.idproduto);
  const reasons = (cart.reasons[produto.idproduto] ?? []).filter((reason) => reason !== 'removedBelowMinimum');
  // The services chosen with the product are part of its cart line.
  const chosen = cart.lines.find((l) => l.product.idproduto === produto.idproduto)?.services ?? [];

  let buy;
  if (!showPrices) {
    buy = session.usuario ? null : (
      <Button variant="secondary" onPress={() => openPanel(stores.panels, 'login')}>
        {intl.formatMessage(messages.login)}
      </Button>
    );
  } else if (!produto.disponivel) {
    buy = (
      <>
        <Status>{intl.formatMessage(messages.unavailable)}</Status>
        <LazyAvailabilityAlert store={store} context={context} />
      </>
    );
  } else if (quantity > 0) {
    buy = (
      <>
        <LazyQuantityStepper
          label={produto.nome}
          value={quantity}
          step={produto.granularidade ?? 1}
          maxValue={produto.maxporpedido}
          unit={unit}
          isReadOnly={cart.locked}
          onChange={(action) => {
            const product = live(produto.idproduto);
            if (product) changeProductQuantity(context, product, action);
          }}
        />
        {reasons.map((reason) => (
          <Note key={reason}>
            {intl.formatMessage(domainMessages[`cart.quantity.${reason}`] as MessageDescriptor, {
              quantity: intl.formatNumber(quantity, { maximumFractionDigits: 3 }),
              step: intl.formatNumber(produto.granularidade ?? 1, { maximumFractionDigits: 3 }),
              unit: unitLabel,
            })}
          </Note>
        ))}
      </>
    );
  } else {
    buy = (
      <Button
        size="lg"
        isDisabled={cart.locked}
        onPress={() => {
          const product = live(produto.idproduto);
          if (!product) return;
          focusStepper.current = true;
          requestAdd(store, context, product);
        }}
      >
        <Icon name="cart" size="sm" />
        {intl.formatMessage(messages.add)}
      </Button>
    );
  }

  return (
    <Page>
      <ProductMeta
        produto={produto}
        photos={state.photos}
        path={productHref(produto.idproduto)}
        priceShown={pricesVisible(fornecedor.tag, { authenticated: false, approved: false })}
      />
      {breadcrumbs}
      <Layout>
        <ProductGallery name={produto.nome} images={state.photos} dimmed={!produto.disponivel} />
        <Info>
          <h1>{produto.nome}</h1>
          <Muted>{intl.formatMessage(messages.sku, { sku: produto.sku })}</Muted>
          {showPrices ? (
            <>
              <Price size="lg" value={withCoupon ?? produto.preco} oldValue={withCoupon === undefined ? oldPrice : produto.preco} unit={unit} />
              {withCoupon !== undefined && coupon ? <CouponNote>{intl.formatMessage(couponPriceMessages.note, { code: coupon.codigocupom })}</CouponNote> : null}
              {hints.length ? (
                <Hints>
                  {hints.map((hint) => (
                    <li key={hint}>{hint}</li>
                  ))}
                </Hints>
              ) : null}
            </>
          ) : (
            <Hidden>
              <Icon name="info" size="sm" />
              <span>{hiddenReason}</span>
            </Hidden>
          )}
          {produto.idadeMinima ? <Muted>{intl.formatMessage(messages.ageRestricted, { idade: produto.idadeMinima })}</Muted> : null}
          <Buy ref={buyArea}>{buy}</Buy>
          {state.ageDeclined.includes(produto.idproduto) && produto.idadeMinima ? (
            <Alert tone="info" live>
              {intl.formatMessage(messages.ageDeclined, { idade: produto.idadeMinima })}
            </Alert>
          ) : null}
          {quantity > 0 && chosen.length > 0 ? (
            <Chosen aria-labelledby="servicos-escolhidos">
              <h2 id="servicos-escolhidos">{intl.formatMessage(messages.chosenServices)}</h2>
              <ul>
                {chosen.map((s) => (
                  <li key={s.id}>{intl.formatMessage(messages.chosenService, { name: s.nome, price: money(s.preco) })}</li>
                ))}
              </ul>
            </Chosen>
          ) : null}
          {state.tags.length > 0 ? (
            <Tags aria-labelledby="caracteristicas">
              <h2 id="caracteristicas">{intl.formatMessage(messages.tagsTitle)}</h2>
              <TagLinks aria-label={intl.formatMessage(messages.tagsList)}>
                {state.tags.map((t) => (
                  <li key={t.id}>
                    <Link appearance="button" href={`${catalogueHref}?tag=${encodeURIComponent(t.id)}`}>
                      {t.nome}
                    </Link>
                  </li>
                ))}
              </TagLinks>
            </Tags>
          ) : null}
        </Info>
      </Layout>
      {produto.descricao ? (
        <Section aria-labelledby="descricao">
          <h2 id="descricao">{intl.formatMessage(messages.description)}</h2>
          {HAS_MARKUP.test(produto.descricao) ? (
            <HtmlDescription>
              <LazySafeHtml html={produto.descricao} />
            </HtmlDescription>
          ) : (
            <Description>{produto.descricao}</Description>
          )}
        </Section>
      ) : null}
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
                  <CatalogueCard
                    product={p}
                    href={productHref(p.idproduto)}
                    quantity={quantityOf(p.idproduto)}
                    isLocked={cart.locked}
                    hiddenReason={showPrices ? undefined : hiddenReason}
                    coupon={coupon}
                    onQuantityChange={onCardQuantity}
                  />
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
