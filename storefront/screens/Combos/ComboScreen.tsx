import { useIntl } from 'react-intl';
import { useLoaderData, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { FailedAlert } from '@ui/FailedAlert';
import { Link } from '@ui/Link';
import { Page, PageHeader, Section } from '@ui/Page';
import { Price } from '@ui/Price';
import { Row, RowList } from '@ui/RowList';
import { Skeleton } from '@ui/Skeleton';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { comboLines, comboSaving, type ComboState } from '@storefront/state/combos';
import { useStores } from '@storefront/state/context';
import { useComboActions } from '@storefront/state/combos';
import type { ClientPageData } from '@storefront/state/pageData';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { useRepricing } from '@storefront/components/page/useRepricing';
import { ComboSummary } from './ComboSummary';
import { combosMessages as messages } from './messages';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { usePriceGate } from '@storefront/components/page/usePriceGate';

/** The products and the buying box side by side from a tablet up; the box is as tall as its content. */
const Layout = styled('div', { display: 'grid', gap: '$5', alignItems: 'start', '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' } });

/**
 * One promotional combo at `/{supplier}/combos/:id` (spec 3 `idcombopromocional_cabecalho`, spec 7
 * `combo`): its products and quantities, the combo price against the products bought apart, and
 * "Adicionar combo ao carrinho", which puts it in the cart as one combo line at the combo's price.
 */
export function ComboScreen({ loaded }: { loaded: ClientPageData<ComboState> }) {
  const intl = useIntl();
  const stores = useStores();
  const { loadCombo, addComboToCart } = useComboActions();
  const { id = '' } = useParams();
  const paths = useSupplierPaths();
  const { fornecedor } = useSnapshot(stores.supplier);
  const store = usePageStore(loaded);
  const state = useSnapshot(store);
  const back = <Link href={paths.combos()}>{intl.formatMessage(messages.back)}</Link>;

  // spec 7 `combo` is priced for the payment method and the delivery type, as the cart prices it.
  useRepricing(state);
  const { showPrices } = usePriceGate(fornecedor?.tag ?? []);

  if (state.status === 'failed') {
    return (
      <Page>
        {back}
        <FailedAlert onRetry={() => void loadCombo(store, id)}>
          {intl.formatMessage(messages.comboFailed)}
        </FailedAlert>
      </Page>
    );
  }
  if (state.status !== 'loaded' || !state.combo) {
    return (
      <Page>
        {back}
        <Skeleton lines={4} label={intl.formatMessage(messages.comboLoading)} />
      </Page>
    );
  }

  const combo = state.combo;
  const tags = fornecedor?.tag ?? [];
  const lines = comboLines(combo, tags);
  const { separate, preco, saving } = comboSaving(combo, tags);

  return (
    <Page>
      <PageHeader back={back} title={combo.nome} />
      <Layout>
        <Section title={intl.formatMessage(messages.products)} titleId="produtos-do-combo">
          <RowList aria-labelledby="produtos-do-combo">
            {lines.map((line) => (
              <Row key={line.product.idproduto}>
                <div>
                  <Text weight="medium">{line.product.nome}</Text>
                  <Text tone="muted" size="sm">
                    {intl.formatMessage(messages.quantity, { quantidade: line.quantity, unidade: line.product.unidade })}
                  </Text>
                </div>
                {showPrices ? <Price value={line.separate} size="sm" /> : null}
              </Row>
            ))}
          </RowList>
        </Section>
        <ComboSummary
          name={combo.nome}
          showPrices={showPrices}
          separate={separate}
          preco={preco}
          saving={saving}
          result={state.result}
          isAdding={state.adding}
          onAdd={() => void addComboToCart(store)}
        />
      </Layout>
    </Page>
  );
}

/** The route module: one combo (another combo, a fresh page and store). */
export function Component() {
  return <ComboScreen loaded={useLoaderData<ClientPageData<ComboState>>()} />;
}
