import { useState, type SyntheticEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Page, PageHeader } from '@ui/Page';
import { Skeleton } from '@ui/Skeleton';
import { Inline, Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { TextArea } from '@ui/TextArea';
import { styled } from '@themes/stitches.config';
import { QUICK_ORDER_MAX_ROWS } from '@storefront/domain/quickOrder';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { createQuickOrderStore, setQuickOrderText, type QuickOrderProblem, type QuickOrderRow } from '@storefront/state/quickOrder';
import { useQuickOrderActions } from '@storefront/state/quickOrder';
import { AddBar } from './AddBar';
import { CheckedTable } from './CheckedTable';
import { AddedToCartAlert } from '@storefront/components/CartAlerts/AddedToCartAlert';
import { quickOrderMessages as messages } from './messages';
import { usePriceGate } from '@storefront/components/page/usePriceGate';

/** The form keeps a reading measure; the checked rows under it take the page's width. */
const Form = styled('form', { display: 'grid', gap: '$3', maxWidth: '$prose' });

function problemText(intl: IntlShape, problem: QuickOrderProblem): string {
  switch (problem.kind) {
    case 'empty':
      return intl.formatMessage(messages.empty);
    case 'fileFormat':
      return intl.formatMessage(messages.fileFormat);
    case 'lookupFailed':
      return problem.text ?? intl.formatMessage(messages.lookupFailed);
    case 'spreadsheetFailed':
      return problem.text ?? intl.formatMessage(messages.spreadsheetFailed);
  }
}

/**
 * Beyond the spec (issue 9): quick order at `/{supplier}/pedido-rapido`. Pasted `SKU;quantidade` lines
 * or a CSV spreadsheet, each row checked against the catalogue with the nearest valid quantity of
 * spec 4 proposed, then every valid row added to the cart in one step. Prices follow the gates of spec 5.
 */
export function QuickOrderScreen() {
  const intl = useIntl();
  const stores = useStores();
  const { checkQuickOrderText, uploadQuickOrderFile, addQuickOrderToCart } = useQuickOrderActions();
  const session = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  const [store] = useState(createQuickOrderStore);
  const state = useSnapshot(store);
  const { showPrices, hiddenReason } = usePriceGate(fornecedor?.tag ?? []);

  const check = (event?: SyntheticEvent) => {
    event?.preventDefault();
    void checkQuickOrderText(store);
  };
  const upload = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void uploadQuickOrderFile(store, file);
  };

  const addable = state.check?.addable.length ?? 0;
  const result = state.result;

  return (
    <Page>
      <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.intro)} />

      {hiddenReason ? (
        <Alert
          tone="info"
          action={
            session.usuario ? undefined : (
              <Button size="sm" variant="secondary" onPress={() => openPanel(stores.panels, 'login')}>
                {intl.formatMessage(messages.login)}
              </Button>
            )
          }
        >
          {hiddenReason}
        </Alert>
      ) : null}

      <Form onSubmit={check} aria-label={intl.formatMessage(messages.title)}>
        <TextArea
          label={intl.formatMessage(messages.field)}
          description={intl.formatMessage(messages.fieldHelp)}
          value={state.text}
          onChange={(text) => setQuickOrderText(store, text)}
          rows={7}
          spellCheck={false}
          placeholder={intl.formatMessage(messages.placeholder).split('|').join('\n')}
        />
        <Inline gap={3}>
          <Button type="submit" isPending={state.status === 'checking' && !state.fileName}>
            {intl.formatMessage(messages.check)}
          </Button>
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={upload}>
            <Button variant="secondary" isPending={state.status === 'checking' && Boolean(state.fileName)}>
              {intl.formatMessage(messages.upload)}
            </Button>
          </FileTrigger>
        </Inline>
        <Text tone="muted" size="sm">
          {intl.formatMessage(messages.uploadHelp)}
        </Text>
        {state.fileName ? (
          <Text tone="muted" size="sm">
            {intl.formatMessage(messages.fileName, { name: state.fileName })}
          </Text>
        ) : null}
      </Form>

      {state.problem ? (
        <Alert
          tone="danger"
          live
          title={state.problem.kind === 'fileFormat' || state.problem.kind === 'spreadsheetFailed' ? intl.formatMessage(messages.spreadsheetRefused) : undefined}
          action={
            state.problem.kind === 'lookupFailed' ? (
              <Button size="sm" variant="secondary" onPress={() => check()}>
                {intl.formatMessage(messages.retry)}
              </Button>
            ) : undefined
          }
        >
          {problemText(intl, state.problem)}
        </Alert>
      ) : null}

      {result ? (
        <AddedToCartAlert added={result.kind === 'added'}>
          {result.kind === 'added'
            ? intl.formatMessage(messages.added, { count: result.count })
            : result.kind === 'locked'
              ? intl.formatMessage(messages.locked)
              : (result.text ?? intl.formatMessage(messages.saveFailed))}
        </AddedToCartAlert>
      ) : null}

      {state.status === 'checking' ? <Skeleton lines={4} label={intl.formatMessage(messages.checking)} /> : null}

      {state.check ? (
        <Stack as="section" gap={3}>
          <Text as="h2" size="lg" id="itens-conferidos">
            {intl.formatMessage(messages.results)}
          </Text>
          <p role="status">{intl.formatMessage(messages.summary, state.check.counts)}</p>
          {state.overflow > 0 ? <Alert tone="warning">{intl.formatMessage(messages.overflow, { count: state.overflow, max: QUICK_ORDER_MAX_ROWS })}</Alert> : null}
          <CheckedTable rows={state.check.rows.map((r) => r as QuickOrderRow)} showPrices={showPrices} />
          <AddBar
            addable={addable}
            totalCents={state.check.totalCents}
            showPrices={showPrices}
            buyingClosed={Boolean(hiddenReason)}
            isAdding={state.status === 'adding'}
            onAdd={() => void addQuickOrderToCart(store)}
          />
          {addable > 0 && !hiddenReason ? (
            <Text tone="muted" size="sm">
              {intl.formatMessage(messages.addHelp)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Page>
  );
}

export { QuickOrderScreen as Component };
