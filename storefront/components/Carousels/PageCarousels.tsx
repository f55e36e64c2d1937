import { Suspense, use, useCallback, useEffect, useMemo, type CSSProperties } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot, type Snapshot } from 'valtio';
import { Carousel } from '@ui/Carousel';
import { Anchor } from '@ui/Link';
import { Skeleton } from '@ui/Skeleton';
import { useInTransition } from '@ui/useInTransition';
import { useMediaQuery } from '@ui/useMediaQuery';
import { focusVisible, styled } from '@themes/stitches.config';
import { media } from '@themes/tokens';
import { contentLink } from '@storefront/domain/contentLink';
import {
  carouselsStoreOf,
  createCarouselsStore,
  isProductCarousel,
  type CarouselPage,
  type CarouselsState,
  type Carrossel,
} from '@storefront/state/carousels';
import { usePageOrigin, useStores } from '@storefront/state/context';
import { useCarouselActions } from '@storefront/state/carousels';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import type { QuantityAction } from '@storefront/domain/quantity';
import { CatalogueCard, useCatalogueCards } from '@storefront/components/CatalogueCard/CatalogueCard';
import { useBuying } from '@storefront/components/PurchaseDialogs/useBuying';


const carouselMessages = defineMessages<{ loading: NoMessageValues; loadingProducts: { titulo: string }; externalLink: { alt: string } }>({
  loading: { id: 'content.carousels.loading', defaultMessage: 'Carregando destaques', description: "A page's carousels are loading" },
  loadingProducts: { id: 'content.carousels.loadingProducts', defaultMessage: 'Carregando os produtos de {titulo}', description: "A product carousel's products are loading" },
  externalLink: { id: 'content.carousels.externalLink', defaultMessage: '{alt} (abre outro site em nova aba)', description: 'Name of a banner that opens another site in a new tab' },
});

/** No shelf's cards rendered yet: a carousel mounted in the browser starts from its skeletons. */
const NO_PRODUCTS: Snapshot<CarouselsState['produtos']> = {};

/** A banner's proportion when the platform gives no size: the fixtures' 3:1. */
const DEFAULT_RATIO = '3 / 1';

const Stack = styled('div', { display: 'grid', gap: '$6', minWidth: 0 });
const Section = styled('div', { display: 'grid', gap: '$3', minWidth: 0, '& h2': { margin: 0 } });

/** Keeps the banner's place before and while its image loads (no layout shift). */
const Frame = styled('div', {
  aspectRatio: 'var(--ratio)',
  width: '100%',
  overflow: 'hidden',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

const BannerLink = styled(Anchor, {
  display: 'block',
  borderRadius: '$md',
  outline: 'none',
  [focusVisible]: { focusRing: 'inside' },
});

/** The carousel's controls take one comfortable target's height: reserved too while loading. */
const ControlsSpace = styled('div', { height: '$targetComfortable' });

const Shelf = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--per-view), minmax(0, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const ratioOf = (largura?: number, altura?: number) => (largura && altura ? `${largura} / ${altura}` : DEFAULT_RATIO);

/** Cards side by side: two on a phone (and in the server's page, which knows no screen), three on a tablet, four from a laptop up. */
function usePerView(): number {
  const large = useMediaQuery(media.lg);
  const small = useMediaQuery(media.sm);
  return large ? 4 : small ? 3 : 2;
}

export interface PageCarouselsProps {
  page: CarouselPage;
  /** A static page's id (spec 7 `idstaticpage`): its own carousels. */
  idstaticpage?: string;
  /**
   * Hold a banner's space while they load: where they open the page (home, static pages). Below a
   * page's own content (catalogue, product) most suppliers have none, so nothing shows until some come.
   */
  holdSpace?: boolean;
  /**
   * The page loader's carousels: whole on the server (in the first HTML), still coming on a navigation
   * in the browser (the space held meanwhile). Without it, they load here, paced as spec 9 says.
   */
  loaded?: CarouselsState | Promise<CarouselsState>;
}

/** The space a page's carousels take while they load: a title and a banner (no layout shift). */
function CarouselsLoading() {
  const intl = useIntl();
  return (
    <Section aria-busy="true">
      <Skeleton shape="text" width="12rem" label={intl.formatMessage(carouselMessages.loading)} />
      <ControlsSpace />
      <Frame style={{ '--ratio': DEFAULT_RATIO } as CSSProperties}>
        <Skeleton shape="rect" height="100%" />
      </Frame>
    </Section>
  );
}

function LoadedCarousels({ loaded, ...props }: Omit<PageCarouselsProps, 'loaded'> & { loaded: CarouselsState | Promise<CarouselsState> }) {
  return <Carousels {...props} initial={loaded instanceof Promise ? use(loaded) : loaded} />;
}

/**
 * The carousels the platform sets for a page (spec 2): banners (STATIC_IMAGES, sized, with their text
 * and a checked link) and product shelves with the catalogue's cards and add-to-cart. The space is
 * held while they load; a failure leaves the page as it is (the carousels are extras).
 */
export function PageCarousels({ loaded, ...props }: PageCarouselsProps) {
  if (loaded === undefined) return <Carousels {...props} />;
  return (
    <Suspense fallback={props.holdSpace === false ? null : <CarouselsLoading />}>
      <LoadedCarousels {...props} loaded={loaded} />
    </Suspense>
  );
}

function Carousels({ page, idstaticpage, holdSpace = true, initial }: Omit<PageCarouselsProps, 'loaded'> & { initial?: CarouselsState }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const stores = useStores();
  const { loadCarousels } = useCarouselActions();
  const origin = usePageOrigin();
  // The loader's carousels, reloaded in place (paced) only when the shopper's terms or screen ask for others.
  const store = useMemo(() => (initial ? carouselsStoreOf(initial) : createCarouselsStore()), [initial]);
  const carousels = useSnapshot(store);
  // A shelf's cards (a dozen each) render in slices once they come, not in the task of the answer.
  const shownProducts = useInTransition(carousels.produtos, NO_PRODUCTS);
  const { fornecedor } = useSnapshot(stores.supplier);
  const session = useSnapshot(stores.session);
  const perView = usePerView();
  const idfornecedor = fornecedor?.idfornecedor;
  const idcliente = session.usuario?.idcliente;
  const wide = perView > 2;

  // spec 7: the shelves' prices follow the payment method and the delivery type, as the catalogue's do:
  // asked once the method is known (or could not be), not once before and again after.
  const { payment, tipoEntrega } = useSnapshot(stores.checkout);
  const termsKnown = payment.status === 'loaded' || payment.status === 'failed';
  const idformapagamento = payment.selected ?? undefined;
  useEffect(() => {
    if (idfornecedor && termsKnown) {
      // The screen itself, not `wide`: the first render after hydration still has the server's guess,
      // which would empty the server's shelves and ask them again.
      const device = window.matchMedia(media.sm).matches ? 'desktop' : 'mobile';
      void loadCarousels(store, { idfornecedor, idcliente, page, idstaticpage, device, idformapagamento, tipoentrega: tipoEntrega });
    }
  }, [store, loadCarousels, idfornecedor, idcliente, page, idstaticpage, wide, termsKnown, idformapagamento, tipoEntrega]);

  const { buy, dialogs } = useBuying();

  const onQuantityChange = useCallback(
    (idproduto: string, action: QuantityAction) => {
      const product = Object.values(store.produtos)
        .flatMap((p) => p.lista)
        .find((x) => x.idproduto === idproduto);
      if (product) buy(product, action);
    },
    [store, buy],
  );
  const cardOf = useCatalogueCards(onQuantityChange);

  if (!fornecedor) return null;

  if (carousels.status === 'idle' || carousels.status === 'loading') return holdSpace ? <CarouselsLoading /> : null;
  if (carousels.status === 'failed' || carousels.carrosseis.length === 0) return null;

  const banner = (c: Snapshot<Carrossel>) => (
    <Carousel aria-label={c.titulo}>
      {(c.imagens ?? []).map((image) => {
        const target = image.idlinkacao ? carousels.acoes[image.idlinkacao] : image.link;
        const link = contentLink(target, origin, paths.home);
        const picture = (
          <Frame style={{ '--ratio': ratioOf(image.largura, image.altura) } as CSSProperties}>
            <img src={image.src} alt={link ? '' : image.alt} width={image.largura} height={image.altura} loading="lazy" decoding="async" />
          </Frame>
        );
        if (!link) return <div key={image.src}>{picture}</div>;
        // The link carries the image's text: one name, read once.
        return link.kind === 'internal' ? (
          <BannerLink key={image.src} href={link.path} aria-label={image.alt}>
            {picture}
          </BannerLink>
        ) : (
          <BannerLink key={image.src} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage(carouselMessages.externalLink, { alt: image.alt })}>
            {picture}
          </BannerLink>
        );
      })}
    </Carousel>
  );

  const shelf = (c: Snapshot<Carrossel>) => {
    const coming = carousels.produtos[c.idcarrossel];
    if (!coming || coming.status === 'failed' || (coming.status === 'loaded' && coming.lista.length === 0)) return null;
    // Still loading, or loaded and its cards not yet rendered: the skeleton holds the place.
    const products = shownProducts[c.idcarrossel];
    if (products?.status !== 'loaded') {
      return (
        <Shelf style={{ '--per-view': perView } as CSSProperties} aria-busy="true">
          {Array.from({ length: perView }, (_, i) => (
            <li key={i}>
              <Skeleton shape="rect" height="22rem" label={i === 0 ? intl.formatMessage(carouselMessages.loadingProducts, { titulo: c.titulo }) : undefined} />
            </li>
          ))}
        </Shelf>
      );
    }
    return (
      <Carousel aria-label={c.titulo} perView={perView}>
        {products.lista.map((p) => (
          <CatalogueCard key={p.idproduto} headingLevel={3} {...cardOf(p)} />
        ))}
      </Carousel>
    );
  };

  return (
    <Stack>
      {carousels.carrosseis.map((c) => {
        const body = isProductCarousel(c) ? shelf(c) : banner(c);
        if (!body) return null;
        const headingId = `carrossel-${c.idcarrossel}`;
        return (
          // The carousel itself is the region named by its title; the heading gives the page its outline.
          <Section key={c.idcarrossel}>
            <h2 id={headingId}>{c.titulo}</h2>
            {body}
          </Section>
        );
      })}
      {dialogs}
    </Stack>
  );
}
