import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useSnapshot } from 'valtio';
import { EmptyState } from '@ui/EmptyState';
import { Loaded } from '@ui/Loaded';
import { Skeleton } from '@ui/Skeleton';
import { Page, PageHeader, Section } from '@ui/Page';
import { RowList } from '@ui/RowList';
import { digitableDigits, totalsByStatus } from '@storefront/domain/invoices';
import { useStores } from '@storefront/state/context';
import type { InvoicesState, InvoiceTitle as Invoice } from '@storefront/state/invoices';
import { useInvoiceActions } from '@storefront/state/invoices';
import type { ClientPageData } from '@storefront/state/pageData';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { SignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { CreditLimit } from './CreditLimit';
import { InvoiceTitle, type CopyResult } from './InvoiceTitle';
import { InvoiceTotals } from './InvoiceTotals';
import { invoicesMessages as messages } from './messages';

/**
 * spec 2 "Invoices and titles": the client's credit limit, totals by status and titles at the active
 * supplier (overdue first), each with its due date, amount, status, order, boleto and digitable line.
 */
export function InvoicesScreen({ loaded }: { loaded: ClientPageData<InvoicesState> }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const stores = useStores();
  const { loadInvoices } = useInvoiceActions();
  const session = useSnapshot(stores.session);
  // spec 4: the list is the active supplier's and client's (their loader's); another client, another list.
  const store = usePageStore(loaded);
  const invoices = useSnapshot(store);
  const [copy, setCopy] = useState<CopyResult>(null);

  if (!session.usuario) {
    return (
      <SignInRequired title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.visitor)}</SignInRequired>
    );
  }

  const copyLine = (title: Readonly<Invoice>) => {
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
  const totals = totalsByStatus(invoices.titles, invoices.today);

  return (
    <Page measure="content">
      <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.intro)} />
      {total !== undefined ? <CreditLimit total={total} available={available ?? total} /> : null}
      <Section title={intl.formatMessage(messages.listTitle)} titleId="titulos">
        <Loaded
          status={invoices.status}
          failure={intl.formatMessage(messages.failed)}
          onRetry={() => void loadInvoices(store)}
          placeholder={<Skeleton lines={4} label={intl.formatMessage(messages.loading)} />}
        >
          {() =>
            invoices.titles.length === 0 ? (
              <EmptyState title={intl.formatMessage(messages.empty)} icon="calendar" headingLevel={3}>
                {intl.formatMessage(messages.emptyText)}
              </EmptyState>
            ) : (
              <>
                <InvoiceTotals totals={totals} />
                <RowList gap={3} aria-labelledby="titulos">
                  {invoices.titles.map((title) => (
                    <InvoiceTitle key={title.id} title={title} today={invoices.today} paths={paths} copy={copy} onCopy={copyLine} />
                  ))}
                </RowList>
              </>
            )
          }
        </Loaded>
      </Section>
    </Page>
  );
}

/** The route module: the titles its loader brought. */
export function Component() {
  return <InvoicesScreen loaded={useLoaderData<ClientPageData<InvoicesState>>()} />;
}
