import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useSnapshot } from 'valtio';
import { Badge } from '@ui/Badge';
import { Card } from '@ui/Card';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Loaded } from '@ui/Loaded';
import { Page, PageHeader } from '@ui/Page';
import { Price } from '@ui/Price';
import { Skeleton } from '@ui/Skeleton';
import { Inline, Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { comboSaving, type CombosState } from '@storefront/state/combos';
import { useStores } from '@storefront/state/context';
import { useComboActions } from '@storefront/state/combos';
import type { ClientPageData } from '@storefront/state/pageData';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { combosMessages as messages } from './messages';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { usePriceGate } from '@storefront/components/page/usePriceGate';

/** The combos as cards, as many to a row as fit at a readable width. */
const Grid = styled('ul', {
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** spec 2 "promotional combo" at `/{supplier}/combos`: each combo with its products, price and saving. */
export function CombosScreen({ loaded }: { loaded: ClientPageData<CombosState> }) {
  const intl = useIntl();
  const stores = useStores();
  const { loadCombos } = useComboActions();
  const paths = useSupplierPaths();
  const { fornecedor } = useSnapshot(stores.supplier);
  // The loader's combos (the client's own once she signs in); a retry acts on them here.
  const store = usePageStore(loaded);
  const combos = useSnapshot(store);
  const tags = fornecedor?.tag ?? [];
  const { showPrices } = usePriceGate(tags);

  const content = () => {
    if (combos.combos.length === 0) {
      return (
        <EmptyState title={intl.formatMessage(messages.empty)} icon="cart" headingLevel={2}>
          {intl.formatMessage(messages.emptyText)}
        </EmptyState>
      );
    }
    return (
      <Grid>
        {combos.combos.map((combo) => {
          const { saving } = comboSaving(combo, tags);
          return (
            <Card key={combo.idcombopromocional_cabecalho} as="li">
              <Card.Header>
                <h2>
                  <Link href={paths.combo(combo.idcombopromocional_cabecalho)}>{combo.nome}</Link>
                </h2>
              </Card.Header>
              <Card.Body>
                <Stack gap={3}>
                  <Text tone="muted" size="sm">
                    {intl.formatMessage(messages.productCount, { count: combo.produtos.length, nomes: intl.formatList(combo.produtos.map((p) => p.produto.nome)) })}
                  </Text>
                  {showPrices ? (
                    <Inline gap={2} justify="between">
                      <Price value={combo.preco} size="lg" />
                      {saving > 0 ? <Badge tone="success">{intl.formatMessage(messages.saving, { valor: intl.formatNumber(saving, { style: 'currency', currency: 'BRL' }) })}</Badge> : null}
                    </Inline>
                  ) : null}
                </Stack>
              </Card.Body>
            </Card>
          );
        })}
      </Grid>
    );
  };

  return (
    <Page>
      <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.intro)} />
      <Loaded
        status={combos.status}
        failure={intl.formatMessage(messages.failed)}
        onRetry={() => void loadCombos(store)}
        placeholder={<Skeleton lines={4} label={intl.formatMessage(messages.loading)} />}
      >
        {content}
      </Loaded>
    </Page>
  );
}

/** The route module: the combos its loader brought. */
export function Component() {
  return <CombosScreen loaded={useLoaderData<ClientPageData<CombosState>>()} />;
}
