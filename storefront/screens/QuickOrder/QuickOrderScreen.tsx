import { useState, type SyntheticEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { Price } from '@ui/Price';
import { Skeleton } from '@ui/Skeleton';
import { TextArea } from '@ui/TextArea';
import { styled } from '@themes/stitches.config';
import { toReais } from '@storefront/domain/money';
import { QUICK_ORDER_MAX_ROWS } from '@storefront/domain/quickOrder';
import { domainMessages } from '@storefront/i18n/domainMessages';
import { useAppServices } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import {
  addQuickOrderToCart,
  checkQuickOrderText,
  createQuickOrderStore,
  setQuickOrderText,
  uploadQuickOrderFile,
  type QuickOrderProblem,
  type QuickOrderRow,
} from '@storefront/state/quickOrder';
import { quickOrderMessages as messages } from './messages';
import { usePriceGate } from '@storefront/components/page/usePriceGate';

const Page = styled('div', { display: 'grid', gap: '$5', '& h1, & h2': { margin: 0 }, '& p': { margin: 0 } });
const Head = styled('div', { display: 'grid', gap: '$2', maxWidth: '$prose' });
const Section = styled('section', { display: 'grid', gap: '$3', '& h2': { fontSize: '$lg' } });
const Form = styled('form', { display: 'grid', gap: '$3', maxWidth: '$prose' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });
const Muted = styled('p', { fontSize: '$sm', color: '$textMuted' });
const Product = styled('span', { display: 'grid', gap: '$1', minWidth: '8rem', overflowWrap: 'anywhere', '& span': { fontSize: '$xs' }, '& small': { color: '$textMuted', fontSize: '$xs' } });
const Verdict = styled('span', { display: 'grid', gap: '$1', justifyItems: 'start', minWidth: '9rem', '& small': { color: '$textMuted', fontSize: '$xs' } });
const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$lg',
  backgroundColor: '$surface',
});
/*
 * Read-only rows: a native table, not ui/Table's interactive grid (its collections and keyboard
 * navigation cost ~15 KiB gzip over the 20 KiB route-chunk budget). Looks like ui/Table. Narrow
 * screens scroll it sideways inside a named region reachable by keyboard (axe scrollable-region-focusable);
 * that region is the one landmark named "Itens conferidos", so the section around it stays unnamed.
 */
const Scroller = styled('div', {
  overflowX: 'auto',
  borderRadius: '$md',
  border: '$borderWidths$thin solid $borderSubtle',
  outline: 'none',
  '&:focus-visible': { focusRing: 'outside' },
});
const Checked = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& th, & td': { padding: '$2 $3', textAlign: 'left', },
  '& thead th': { backgroundColor: '$surface', borderBottom: '$borderWidths$thin solid $borderSubtle', fontWeight: '$bold', whiteSpace: 'nowrap' },
  '& tbody th': { fontWeight: 'inherit' },
  '& tbody tr:not(:last-child)': { borderBottom: '$borderWidths$thin solid $borderSubtle' },
  '& [data-align="end"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});
const Total = styled('p', { display: 'flex', alignItems: 'baseline', gap: '$2' });

type Row = QuickOrderRow & { id: string };

const quantityText = (intl: IntlShape, value: number) => intl.formatNumber(value, { maximumFractionDigits: 3 });

/** The verdict in words: the badge, and for an adjusted row why (the cart's own explanations of spec 4). */
function verdictOf(intl: IntlShape, row: Row) {
  if (row.status === 'invalid') return <Badge tone="danger">{intl.formatMessage(messages[row.reason])}</Badge>;
  if (row.status === 'valid') return <Badge tone="success">{intl.formatMessage(messages.valid)}</Badge>;
  const unit = row.product.unidade;
  const quantity = quantityText(intl, row.quantity);
  const reason = row.reasons[0];
  const why = reason
    ? intl.formatMessage(domainMessages[`cart.quantity.${reason}`] as MessageDescriptor, { quantity, unit, step: quantityText(intl, row.product.granularidade || 1) })
    : intl.formatMessage(messages.precision);
  return (
    <Verdict>
      <Badge tone="warning">{intl.formatMessage(messages.adjusted, { quantity })}</Badge>
      <small>{why}</small>
    </Verdict>
  );
}

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
  const { stores, api } = useAppServices();
  const session = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  const [store] = useState(createQuickOrderStore);
  const state = useSnapshot(store);
  const { showPrices, hiddenReason } = usePriceGate(fornecedor?.tag ?? []);

  const check = (event?: SyntheticEvent) => {
    event?.preventDefault();
    void checkQuickOrderText(store, stores, api);
  };
  const upload = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void uploadQuickOrderFile(store, stores, api, file);
  };

  const rows: Row[] = (state.check?.rows ?? []).map((r, i) => ({ ...(r as QuickOrderRow), id: `${r.row.line}-${i}` }));
  const addable = state.check?.addable.length ?? 0;
  const result = state.result;

  return (
    <Page>
      <Head>
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p>{intl.formatMessage(messages.intro)}</p>
      </Head>

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
        <Actions>
          <Button type="submit" isPending={state.status === 'checking' && !state.fileName}>
            {intl.formatMessage(messages.check)}
          </Button>
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={upload}>
            <Button variant="secondary" isPending={state.status === 'checking' && Boolean(state.fileName)}>
              {intl.formatMessage(messages.upload)}
            </Button>
          </FileTrigger>
        </Actions>
        <Muted>{intl.formatMessage(messages.uploadHelp)}</Muted>
        {state.fileName ? <Muted>{intl.formatMessage(messages.fileName, { name: state.fileName })}</Muted> : null}
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
            ? intl.formatMessage(messages.added, { count: result.count })
            : result.kind === 'locked'
              ? intl.formatMessage(messages.locked)
              : (result.text ?? intl.formatMessage(messages.saveFailed))}
        </Alert>
      ) : null}

      {state.status === 'checking' ? <Skeleton lines={4} label={intl.formatMessage(messages.checking)} /> : null}

      {state.check ? (
        <Section>
          <h2 id="itens-conferidos">{intl.formatMessage(messages.results)}</h2>
          <p role="status">{intl.formatMessage(messages.summary, state.check.counts)}</p>
          {state.overflow > 0 ? <Alert tone="warning">{intl.formatMessage(messages.overflow, { count: state.overflow, max: QUICK_ORDER_MAX_ROWS })}</Alert> : null}
          <Scroller role="region" aria-labelledby="itens-conferidos" tabIndex={0}>
            <Checked aria-labelledby="itens-conferidos">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.colProduct)}</th>
                  <th scope="col">{intl.formatMessage(messages.colStatus)}</th>
                  <th scope="col" data-align="end">
                    {intl.formatMessage(messages.colQuantity)}
                  </th>
                  {showPrices ? (
                    <th scope="col" data-align="end">
                      {intl.formatMessage(messages.colTotal)}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">
                      <Product>
                        <strong>{r.row.sku || intl.formatMessage(messages.noSku)}</strong>
                        {r.product ? <span>{r.product.nome}</span> : null}
                        <small>{r.row.lines.length > 1 ? intl.formatMessage(messages.lines, { lines: intl.formatList(r.row.lines.map(String)) }) : intl.formatMessage(messages.line, { line: r.row.line })}</small>
                      </Product>
                    </th>
                    <td>{verdictOf(intl, r)}</td>
                    <td data-align="end">{r.row.asked === null ? intl.formatMessage(messages.notRead) : quantityText(intl, r.row.asked)}</td>
                    {showPrices ? <td data-align="end">{r.status === 'invalid' ? '' : intl.formatNumber(toReais(r.totalCents), { style: 'currency', currency: 'BRL' })}</td> : null}
                  </tr>
                ))}
              </tbody>
            </Checked>
          </Scroller>
          <Footer>
            {showPrices && addable > 0 ? (
              <Total>
                <span>{intl.formatMessage(messages.total)}</span>
                <Price value={toReais(state.check.totalCents)} />
              </Total>
            ) : null}
            {addable === 0 ? (
              <Muted>{intl.formatMessage(messages.nothingToAdd)}</Muted>
            ) : hiddenReason ? null : (
              <Button isPending={state.status === 'adding'} onPress={() => void addQuickOrderToCart(store, stores, api)}>
                {intl.formatMessage(messages.add, { count: addable })}
              </Button>
            )}
          </Footer>
          {addable > 0 && !hiddenReason ? <Muted>{intl.formatMessage(messages.addHelp)}</Muted> : null}
        </Section>
      ) : null}
    </Page>
  );
}

export { QuickOrderScreen as Component };
