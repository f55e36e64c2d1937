import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert, FailedAlert } from '@ui/Alert';
import { Badge, type BadgeTone } from '@ui/Badge';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Price } from '@ui/Price';
import { Skeleton } from '@ui/Skeleton';
import { StatusPanel } from '@ui/StatusPanel';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { contentLink } from '@storefront/domain/contentLink';
import { daysFromDue, digitableDigits, formatDigitableLine, titleStatus, totalsByStatus, type TitleStatus } from '@storefront/domain/invoices';
import { toReais } from '@storefront/domain/money';
import { useAppServices, usePageOrigin } from '@storefront/state/context';
import { loadInvoices, type InvoicesState, type InvoiceTitle } from '@storefront/state/invoices';
import type { ClientPageData } from '@storefront/state/pageData';
import { openPanel } from '@storefront/state/panels';
import { supplierSegment } from '@storefront/state/supplier';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { invoicesMessages as messages } from './messages';
import { supplierPaths, type SupplierPaths } from '@storefront/paths';

const TONES: Record<TitleStatus, BadgeTone> = { overdue: 'danger', dueToday: 'warning', upcoming: 'info', paid: 'success' };
const STATUSES: readonly TitleStatus[] = ['overdue', 'dueToday', 'upcoming', 'paid'];
const TOTAL_LABEL = { overdue: messages.totalOverdue, dueToday: messages.totalDueToday, upcoming: messages.totalUpcoming, paid: messages.totalPaid } as const;

const Page = styled('div', { display: 'grid', gap: '$5', maxWidth: '$content', minWidth: 0, '& h1, & h2, & h3, & p': { margin: 0 } });
const Section = styled('section', { display: 'grid', gap: '$3', minWidth: 0, '& h2': { fontSize: '$lg' } });
const Muted = styled('p', { color: '$textMuted', fontSize: '$sm' });

const Credit = styled('div', { display: 'grid', gap: '$2', padding: '$4', border: '$borderWidths$thin solid $borderSubtle', borderRadius: '$md', maxWidth: '$prose' });
const Available = styled('p', { fontSize: '$lg', fontWeight: '$bold' });
const Track = styled('div', { height: '$progressTrack', borderRadius: '$pill', backgroundColor: '$surface', border: '$borderWidths$thin solid $borderSubtle', overflow: 'hidden' });
const Used = styled('div', { height: '100%', backgroundColor: '$primary' });
const CreditFigures = styled('p', { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '$2', fontSize: '$sm', color: '$textMuted' });

const Totals = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const Total = styled('li', {
  display: 'grid',
  gap: '$1',
  padding: '$3 $4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderInlineStartWidth: '$borderWidths$accent',
  borderRadius: '$md',
  variants: {
    tone: {
      overdue: { borderInlineStartColor: '$colors$danger' },
      dueToday: { borderInlineStartColor: '$colors$warning' },
      upcoming: { borderInlineStartColor: '$colors$primary' },
      paid: { borderInlineStartColor: '$colors$success' },
    },
  },
});
const TotalLabel = styled('span', { fontSize: '$sm', fontWeight: '$medium' });

const List = styled('ul', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none' });
const Item = styled('li', { display: 'grid', gap: '$3', padding: '$4', border: '$borderWidths$thin solid $borderSubtle', borderRadius: '$md', minWidth: 0 });
const Head = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
const Named = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', '& h3': { fontSize: '$md' } });
const Line = styled('p', { display: 'grid', gap: '$1', fontSize: '$sm', '& span:last-child': { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', fontWeight: '$medium' } });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

/** A `YYYY-MM-DD` date as the client reads it, without a timezone moving it a day. */
function useDate() {
  const intl = useIntl();
  return (date: string) => intl.formatDate(`${date.slice(0, 10)}T12:00:00Z`, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
}

function CreditLimit({ total, available }: { total: number; available: number }) {
  const intl = useIntl();
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'BRL' });
  const used = Math.max(0, total - available);
  const share = total > 0 ? Math.min(100, (used / total) * 100) : 0;
  return (
    <Section aria-labelledby="limite-de-credito">
      <h2 id="limite-de-credito">{intl.formatMessage(messages.creditTitle)}</h2>
      <Credit>
        <Available>{intl.formatMessage(messages.creditAvailable, { available: money(available) })}</Available>
        {/* The figures say it; the bar only shows the share in use at a glance. */}
        <Track aria-hidden="true">
          <Used style={{ width: `${share}%` }} />
        </Track>
        <CreditFigures>
          <span>{intl.formatMessage(messages.creditUsed, { used: money(used) })}</span>
          <span>{intl.formatMessage(messages.creditTotal, { total: money(total) })}</span>
        </CreditFigures>
      </Credit>
    </Section>
  );
}

function StatusBadge({ status, days }: { status: TitleStatus; days: number }) {
  const intl = useIntl();
  const text =
    status === 'overdue'
      ? intl.formatMessage(messages.overdue, { days })
      : status === 'upcoming'
        ? intl.formatMessage(messages.upcoming, { days })
        : intl.formatMessage(status === 'paid' ? messages.paid : messages.dueToday);
  return <Badge tone={TONES[status]}>{text}</Badge>;
}

type CopyResult = { id: string; ok: boolean } | null;

interface TitleProps {
  title: Readonly<InvoiceTitle>;
  today: string;
  paths: SupplierPaths;
  copy: CopyResult;
  onCopy: (title: Readonly<InvoiceTitle>) => void;
}

/** One title: order, status, due date and amount; the boleto and its line while it is unpaid. */
function Title({ title, today, paths, copy, onCopy }: TitleProps) {
  const intl = useIntl();
  const date = useDate();
  const origin = usePageOrigin();
  const status = titleStatus(title, today);
  const headingId = `titulo-${title.id}`;
  const open = status !== 'paid';
  const line = open && title.linhaDigitavel ? title.linhaDigitavel : undefined;
  const copied = copy?.id === title.id ? copy : null;
  // The boleto's address comes from the server: only a web address or a path of this site (never `javascript:`, `data:`).
  const boletoLink = open ? contentLink(title.linkBoleto, origin, paths.home) : null;
  const boleto = boletoLink ? (boletoLink.kind === 'internal' ? boletoLink.path : boletoLink.href) : undefined;
  return (
    <Item aria-labelledby={headingId}>
      <Head>
        <Named>
          <h3 id={headingId}>
            <Link href={paths.order(title.numpedido)}>{intl.formatMessage(messages.order, { numpedido: title.numpedido })}</Link>
          </h3>
          <StatusBadge status={status} days={daysFromDue(title, today)} />
        </Named>
        <Price value={title.valor} />
      </Head>
      <Muted>
        {status === 'paid' && title.dataPagamento
          ? intl.formatMessage(messages.paidOn, { date: date(title.dataPagamento) })
          : intl.formatMessage(messages.dueDate, { date: date(title.vencimento) })}
      </Muted>
      {line ? (
        <Line>
          <span>{intl.formatMessage(messages.digitableLine)}</span>
          <span>{formatDigitableLine(line)}</span>
        </Line>
      ) : null}
      {boleto || line ? (
        <Actions>
          {boleto ? (
            <Link
              appearance="button"
              href={boleto}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage(messages.openBoletoName, { numpedido: title.numpedido })}
            >
              {intl.formatMessage(messages.openBoleto)}
            </Link>
          ) : null}
          {line ? (
            <Button variant="secondary" aria-label={intl.formatMessage(messages.copyLineName, { numpedido: title.numpedido })} onPress={() => onCopy(title)}>
              {intl.formatMessage(messages.copyLine)}
            </Button>
          ) : null}
        </Actions>
      ) : null}
      {copied?.ok ? (
        <Alert tone="success" live>
          {intl.formatMessage(messages.copied)}
        </Alert>
      ) : null}
      {copied && !copied.ok && line ? (
        <>
          <Alert tone="warning" live>
            {intl.formatMessage(messages.copyFailed)}
          </Alert>
          <TextField label={intl.formatMessage(messages.lineField, { numpedido: title.numpedido })} value={digitableDigits(line)} isReadOnly />
        </>
      ) : null}
    </Item>
  );
}

/**
 * spec 2 "Invoices and titles": the client's credit limit, totals by status and titles at the active
 * supplier (overdue first), each with its due date, amount, status, order, boleto and digitable line.
 */
export function InvoicesScreen({ loaded }: { loaded: ClientPageData<InvoicesState> }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const session = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  // spec 4: the list is the active supplier's and client's (their loader's); another client, another list.
  const store = usePageStore(loaded);
  const invoices = useSnapshot(store);
  const [copy, setCopy] = useState<CopyResult>(null);

  if (!session.usuario) {
    return (
      <StatusPanel
        title={intl.formatMessage(messages.title)}
        actions={<Button onPress={() => openPanel(stores.panels, 'login')}>{intl.formatMessage(messages.login)}</Button>}
      >
        <p>{intl.formatMessage(messages.visitor)}</p>
      </StatusPanel>
    );
  }

  const copyLine = (title: Readonly<InvoiceTitle>) => {
    const digits = digitableDigits(title.linhaDigitavel ?? '');
    setCopy(null);
    // The clipboard may be missing (insecure page) or refuse: the line is then offered for manual copy.
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(digits))
      .then(
      () => setCopy({ id: title.id, ok: true }),
      () => setCopy({ id: title.id, ok: false }),
    );
  };

  const { limite_credito_total: total, limite_credito_disponivel: available } = session.usuario;
  const paths = supplierPaths(fornecedor ? supplierSegment(fornecedor) : '');
  const totals = totalsByStatus(invoices.titles, invoices.today);

  return (
    <Page>
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.intro)}</p>
      {total !== undefined ? <CreditLimit total={total} available={available ?? total} /> : null}
      <Section aria-labelledby="titulos">
        <h2 id="titulos">{intl.formatMessage(messages.listTitle)}</h2>
        {invoices.status === 'failed' ? (
          <FailedAlert retryLabel={intl.formatMessage(messages.retry)} onRetry={() => void loadInvoices(store, stores, api)}>
            {intl.formatMessage(messages.failed)}
          </FailedAlert>
        ) : invoices.status !== 'loaded' ? (
          <Skeleton lines={4} label={intl.formatMessage(messages.loading)} />
        ) : invoices.titles.length === 0 ? (
          <EmptyState title={intl.formatMessage(messages.empty)} icon="calendar" headingLevel={3}>
            {intl.formatMessage(messages.emptyText)}
          </EmptyState>
        ) : (
          <>
            <Section aria-labelledby="resumo-titulos">
              <h3 id="resumo-titulos">{intl.formatMessage(messages.summaryTitle)}</h3>
              <Totals>
                {STATUSES.map((status) => (
                  <Total key={status} tone={status}>
                    <TotalLabel>{intl.formatMessage(TOTAL_LABEL[status])}</TotalLabel>
                    <Price value={toReais(totals[status].cents)} />
                    <Muted>{intl.formatMessage(messages.statusCount, { count: totals[status].count })}</Muted>
                  </Total>
                ))}
              </Totals>
            </Section>
            <List aria-labelledby="titulos">
              {invoices.titles.map((title) => (
                <Title key={title.id} title={title} today={invoices.today} paths={paths} copy={copy} onCopy={copyLine} />
              ))}
            </List>
          </>
        )}
      </Section>
    </Page>
  );
}

/** The route module: the titles its loader brought. */
export function Component() {
  return <InvoicesScreen loaded={useLoaderData<ClientPageData<InvoicesState>>()} />;
}
