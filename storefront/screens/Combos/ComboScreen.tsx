import { useIntl } from 'react-intl';
import { useLoaderData, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert, FailedAlert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { Skeleton } from '@ui/Skeleton';
import { styled } from '@themes/stitches.config';
import { addComboToCart, comboLines, comboSaving, loadCombo, type ComboState } from '@storefront/state/combos';
import { useAppServices } from '@storefront/state/context';
import type { ClientPageData } from '@storefront/state/pageData';
import { openPanel } from '@storefront/state/panels';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { useRepricing } from '@storefront/components/page/useRepricing';
import { combosMessages as messages } from './messages';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { usePriceGate } from '@storefront/components/page/usePriceGate';

const Page = styled('div', { display: 'grid', gap: '$5', '& h1, & h2': { margin: 0 }, '& p': { margin: 0 } });
const Head = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start' });
const Layout = styled('div', { display: 'grid', gap: '$5', alignItems: 'start', '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' } });
const Section = styled('section', { display: 'grid', gap: '$3', '& h2': { fontSize: '$lg' } });
const Lines = styled('ul', { display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });
const Line = styled('li', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  padding: '$3 $4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
});
const Name = styled('p', { fontWeight: '$medium', overflowWrap: 'anywhere' });
const Muted = styled('p', { color: '$textMuted', fontSize: '$sm' });
const Summary = styled('aside', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$lg',
  backgroundColor: '$surface',
});
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $3',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'end' },
});
/**
 * One promotional combo at `/{supplier}/combos/:id` (spec 3 `idcombopromocional_cabecalho`, spec 7
 * `combo`): its products and quantities, the combo price against the products bought apart, and
 * "Adicionar combo ao carrinho", which puts it in the cart as one combo line at the combo's price.
 */
export function ComboScreen({ loaded }: { loaded: ClientPageData<ComboState> }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
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
        <FailedAlert retryLabel={intl.formatMessage(messages.retry)} onRetry={() => void loadCombo(store, stores, api, id)}>
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
  const result = state.result;

  return (
    <Page>
      <Head>
        {back}
        <h1>{combo.nome}</h1>
      </Head>
      <Layout>
        <Section aria-labelledby="produtos-do-combo">
          <h2 id="produtos-do-combo">{intl.formatMessage(messages.products)}</h2>
          <Lines aria-labelledby="produtos-do-combo">
            {lines.map((line) => (
              <Line key={line.product.idproduto}>
                <div>
                  <Name>{line.product.nome}</Name>
                  <Muted>{intl.formatMessage(messages.quantity, { quantidade: line.quantity, unidade: line.product.unidade })}</Muted>
                </div>
                {showPrices ? <Price value={line.separate} size="sm" /> : null}
              </Line>
            ))}
          </Lines>
        </Section>
        <Summary aria-labelledby="resumo-do-combo">
          <h2 id="resumo-do-combo" hidden>
            {combo.nome}
          </h2>
          {showPrices ? (
            <Figures>
              <dt>{intl.formatMessage(messages.separately)}</dt>
              <dd>
                <Price value={separate} size="sm" />
              </dd>
              <dt>{intl.formatMessage(messages.comboPrice)}</dt>
              <dd>
                <Price value={preco} size="lg" />
              </dd>
              {saving > 0 ? (
                <>
                  <dt>{intl.formatMessage(messages.youSave)}</dt>
                  <dd>
                    <strong>{intl.formatNumber(saving, { style: 'currency', currency: 'BRL' })}</strong>
                  </dd>
                </>
              ) : null}
            </Figures>
          ) : null}
          {result ? (
            <Alert
              tone={result.kind === 'added' ? 'success' : 'danger'}
              live
              action={
                result.kind === 'added' ? (
                  <Button size="sm" variant="secondary" onPress={() => openPanel(stores.panels, 'cart')}>
                    {intl.formatMessage(messages.viewCart)}
                  </Button>
                ) : undefined
              }
            >
              {result.kind === 'added'
                ? intl.formatMessage(messages.added, { quantity: result.quantity })
                : intl.formatMessage(result.kind === 'locked' ? messages.locked : messages.saveFailed)}
            </Alert>
          ) : null}
          <Button fullWidth isPending={state.adding} onPress={() => void addComboToCart(store, stores, api)}>
            {intl.formatMessage(messages.add)}
          </Button>
          <Muted>{intl.formatMessage(messages.cartRule)}</Muted>
        </Summary>
      </Layout>
    </Page>
  );
}

/** The route module: one combo (another combo, a fresh page and store). */
export function Component() {
  return <ComboScreen loaded={useLoaderData<ClientPageData<ComboState>>()} />;
}
