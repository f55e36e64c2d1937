import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { Carousel } from '@ui/Carousel';
import { Skeleton } from '@ui/Skeleton';
import { styled } from '@themes/stitches.config';
import { useStores } from '@storefront/state/context';
import { closePanel } from '@storefront/state/panels';
import type { QuantityAction } from '@storefront/domain/quantity';
import { createRecommendationsStore, recommendationsFor, visibleRecommendations, useRecommendationActions } from '@storefront/state/recommendations';
import { CatalogueCard, useCatalogueCards } from '@storefront/components/CatalogueCard/CatalogueCard';
import { useBuying } from '@storefront/components/PurchaseDialogs/useBuying';
import { recommendationsMessages } from './messages';

/** Two cards side by side: the panel is narrow. */
const PER_VIEW = 2;

const Section = styled('div', { display: 'grid', gap: '$3', minWidth: 0, paddingTop: '$2', '& h3': { margin: 0, fontSize: '$md' } });
const Slide = styled('div', { display: 'grid', gap: '$2', alignContent: 'start', minWidth: 0 });
const Placeholders = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$3' });

/**
 * spec 3 and 5: the products the platform recommends for the cart, with the catalogue's cards and
 * add-to-cart. Only for a signed-in client of a supplier with enable-recommendation-system; a failure
 * or an empty list shows nothing. Opening, adding and dismissing are told back to the platform.
 */
export function CartRecommendations() {
  const stores = useStores();
  const supplier = useSnapshot(stores.supplier);
  const session = useSnapshot(stores.session);
  const gate = recommendationsFor({ supplier, session });
  if (!gate || !supplier.fornecedor) return null;
  return <Strip key={`${gate.idfornecedor}|${gate.idcliente}`} />;
}

function Strip() {
  const intl = useIntl();
  const stores = useStores();
  const { loadRecommendations, sendRecommendationFeedback } = useRecommendationActions();
  const [store] = useState(() => createRecommendationsStore('CART'));
  const recommendations = useSnapshot(store);

  useEffect(() => {
    void loadRecommendations(store);
  }, [store, loadRecommendations]);

  const { buy, dialogs } = useBuying();

  const onQuantityChange = useCallback(
    (idproduto: string, action: QuantityAction) => {
      const product = store.produtos.find((p) => p.idproduto === idproduto);
      if (!product) return;
      const firstAdd = !stores.cart.lines.some((l) => l.product.idproduto === idproduto);
      buy(product, action);
      if (firstAdd && action.type !== 'DEC') void sendRecommendationFeedback(store, 'ADICIONAR', idproduto);
    },
    [store, stores, buy, sendRecommendationFeedback],
  );
  const cardOf = useCatalogueCards(onQuantityChange);

  // The product page opens from the card's link: told as a click, and the panel gives way to the page.
  const onLinkClick = (idproduto: string) => (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    void sendRecommendationFeedback(store, 'CLIQUE', idproduto);
    closePanel(stores.panels);
  };

  const title = intl.formatMessage(recommendationsMessages.title);
  if (recommendations.status === 'idle' || recommendations.status === 'loading') {
    // The cards' height is held while they load (no shift once they come).
    return (
      <Section aria-busy="true">
        <h3>{title}</h3>
        <Placeholders>
          <Skeleton shape="rect" height="22rem" label={intl.formatMessage(recommendationsMessages.loading)} />
          <Skeleton shape="rect" height="22rem" />
        </Placeholders>
      </Section>
    );
  }
  const products = visibleRecommendations(recommendations);
  if (recommendations.status === 'failed' || products.length === 0) return null;

  return (
    <Section>
      <h3>{title}</h3>
      <Carousel aria-label={title} perView={PER_VIEW}>
        {products.map((p) => (
          <Slide key={p.idproduto} onClickCapture={onLinkClick(p.idproduto)}>
            <CatalogueCard headingLevel={3} {...cardOf(p)} />
            <Button size="sm" variant="ghost" fullWidth aria-label={intl.formatMessage(recommendationsMessages.dismissName, { name: p.nome })} onPress={() => void sendRecommendationFeedback(store, 'IGNORAR', p.idproduto)}>
              {intl.formatMessage(recommendationsMessages.dismiss)}
            </Button>
          </Slide>
        ))}
      </Carousel>
      {dialogs}
    </Section>
  );
}
