import { useState, type SyntheticEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { useSnapshot, type Snapshot } from 'valtio';
import { Alert, FailedAlert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Menu } from '@ui/Menu';
import { Price } from '@ui/Price';
import { Skeleton } from '@ui/Skeleton';
import { StatusPanel } from '@ui/StatusPanel';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { priceLine } from '@storefront/domain/cart';
import { pricesVisible } from '@storefront/domain/gates';
import { toReais } from '@storefront/domain/money';
import { useAppServices } from '@storefront/state/context';
import type { ClientPageData } from '@storefront/state/pageData';
import { openPanel } from '@storefront/state/panels';
import {
  addToList,
  applyShoppingList,
  copyToList,
  disableShoppingList,
  openShoppingList,
  searchProductsForList,
  type ListNotice,
  type ShoppingListState,
  type ShoppingListStore,
} from '@storefront/state/shoppingLists';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { listsMessages as messages } from './messages';
import type { ListsLocationState } from './ShoppingListsScreen';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const Page = styled('div', { display: 'grid', gap: '$5', '& h1, & h2': { margin: 0 }, '& p': { margin: 0 } });
const Head = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Section = styled('section', { display: 'grid', gap: '$3', '& h2': { fontSize: '$lg' } });
const Lines = styled('ul', { display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });
const Line = styled('li', {
  display: 'grid',
  gap: '$2',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  padding: '$3 $4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
});
const Name = styled('p', { fontWeight: '$medium', overflowWrap: 'anywhere' });
const Facts = styled('p', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '$3', rowGap: '$1', color: '$textMuted', fontSize: '$sm' });
const Total = styled('p', { display: 'flex', justifyContent: 'space-between', gap: '$3', fontWeight: '$bold', padding: '0 $4' });
const Muted = styled('p', { color: '$textMuted', fontSize: '$sm' });
const Search = styled('form', { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '$2', '& > div': { flex: '1 1 16rem' } });

/** The text of the last action on the list: the server's own when it sent one (spec 8 rule). */
function noticeText(intl: IntlShape, notice: ListNotice): string {
  switch (notice.kind) {
    case 'applied':
      return intl.formatMessage(messages.applied);
    case 'applyFailed':
      return notice.text ?? intl.formatMessage(messages.applyFailed);
    case 'copied':
      return intl.formatMessage(messages.copied, { nome: notice.nome, to: notice.to });
    case 'copyFailed':
      return notice.text ?? intl.formatMessage(messages.copyFailed, { nome: notice.nome });
    case 'added':
      return intl.formatMessage(messages.added, { nome: notice.nome });
    case 'addFailed':
      return notice.text ?? intl.formatMessage(messages.addFailed, { nome: notice.nome });
    case 'disableFailed':
      return notice.text ?? intl.formatMessage(messages.disableFailed);
  }
}

const succeeded = (notice: ListNotice) => notice.kind === 'applied' || notice.kind === 'copied' || notice.kind === 'added';

/** The list's products: name, quantity, unit price and subtotal, and the copy menu. */
function Products({ store, list, showPrices, tags }: { store: ShoppingListStore; list: Snapshot<ShoppingListState>; showPrices: boolean; tags: readonly string[] }) {
  const intl = useIntl();
  const { api } = useAppServices();
  if (list.items.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.noProducts)} icon="cart" headingLevel={3}>
        {list.list?.tipo === 'FROM_CLIENT' ? intl.formatMessage(messages.noProductsText) : null}
      </EmptyState>
    );
  }
  const priced = list.items.map((item) => ({ item, line: priceLine({ product: item.product, quantity: item.quantidade }, tags) }));
  const total = priced.reduce((sum, { line }) => sum + line.totalCents, 0);
  const brl = (cents: number) => intl.formatNumber(toReais(cents), { style: 'currency', currency: 'BRL' });
  return (
    <>
      <Lines aria-labelledby="produtos-da-lista">
        {priced.map(({ item, line }) => (
          <Line key={item.product.idproduto}>
            <div>
              <Name>{item.product.nome}</Name>
              <Facts>
                <span>{intl.formatMessage(messages.quantity, { quantidade: item.quantidade, unidade: item.product.unidade })}</span>
                {showPrices ? (
                  <>
                    <span>{intl.formatMessage(messages.unitPrice, { price: brl(line.unitCents), unidade: item.product.unidade })}</span>
                    <span>{intl.formatMessage(messages.lineTotal, { price: brl(line.totalCents) })}</span>
                  </>
                ) : null}
              </Facts>
            </div>
            <Menu
              trigger={
                <Button size="sm" variant="secondary" aria-label={intl.formatMessage(messages.copyToName, { nome: item.product.nome })} isPending={list.busy === `copy:${item.product.idproduto}`}>
                  {intl.formatMessage(messages.copyTo)}
                </Button>
              }
              items={
                list.targets.length > 0
                  ? list.targets.map((target) => ({ id: target.id, label: target.nome }))
                  : [{ id: 'none', label: intl.formatMessage(messages.noTargets), isDisabled: true }]
              }
              onAction={(key) => void copyToList(store, api, item.product.idproduto, String(key))}
            />
          </Line>
        ))}
      </Lines>
      {showPrices ? (
        <>
          <Total>
            <span>{intl.formatMessage(messages.total)}</span>
            <Price value={toReais(total)} />
          </Total>
          <Muted>{intl.formatMessage(messages.estimate)}</Muted>
        </>
      ) : null}
    </>
  );
}

/** Adds a catalogue product to her own list: a search, then "Adicionar" on the product wanted. */
function AddProduct({ store }: { store: ShoppingListStore }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const list = useSnapshot(store);
  const [text, setText] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void searchProductsForList(store, stores, api, text);
  };
  const { search } = list;
  return (
    <Section aria-labelledby="adicionar-produto">
      <h2 id="adicionar-produto">{intl.formatMessage(messages.addTitle)}</h2>
      <Search role="search" onSubmit={submit} aria-labelledby="adicionar-produto">
        <TextField label={intl.formatMessage(messages.searchLabel)} description={intl.formatMessage(messages.searchHint)} name="busca" value={text} onChange={setText} />
        <Button type="submit" variant="secondary" isPending={search.status === 'loading'}>
          {intl.formatMessage(messages.search)}
        </Button>
      </Search>
      {search.status === 'loading' ? <Skeleton lines={2} label={intl.formatMessage(messages.searching)} /> : null}
      {search.status === 'failed' ? (
        <Alert tone="danger" live>
          {intl.formatMessage(messages.searchFailed)}
        </Alert>
      ) : null}
      {search.status === 'loaded' && search.results.length === 0 ? (
        <Alert tone="info" live>
          {intl.formatMessage(messages.noResults, { text: search.text })}
        </Alert>
      ) : null}
      {search.status === 'loaded' && search.results.length > 0 ? (
        <Lines aria-label={intl.formatMessage(messages.searchLabel)}>
          {search.results.map((product) => (
            <Line key={product.idproduto}>
              <Name>{product.nome}</Name>
              <Button
                size="sm"
                variant="secondary"
                aria-label={intl.formatMessage(messages.addName, { nome: product.nome })}
                isPending={list.busy === `add:${product.idproduto}`}
                onPress={() => void addToList(store, api, product.idproduto)}
              >
                {intl.formatMessage(messages.add)}
              </Button>
            </Line>
          ))}
        </Lines>
      ) : null}
    </Section>
  );
}

/**
 * One shopping list at `/{supplier}/listas/:id` (spec 7): its products with quantities and prices,
 * "Aplicar ao carrinho", a "Copiar para…" menu per product, and for her own lists a catalogue search
 * to add products and "Desativar lista" behind a confirmation.
 */
export function ShoppingListScreen({ loaded }: { loaded: ClientPageData<ShoppingListState> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { stores, api } = useAppServices();
  const { id = '' } = useParams();
  const paths = useSupplierPaths();
  const session = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  // The loader's list; adding, copying, applying and disabling act on it here.
  const store = usePageStore(loaded);
  const list = useSnapshot(store);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const back = paths.lists();

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
  const backLink = <Link href={back}>{intl.formatMessage(messages.back)}</Link>;
  if (list.status === 'failed') {
    return (
      <Page>
        {backLink}
        <FailedAlert retryLabel={intl.formatMessage(messages.retry)} onRetry={() => void openShoppingList(store, stores, api, id)}>
          {intl.formatMessage(messages.listFailed)}
        </FailedAlert>
      </Page>
    );
  }
  if (list.status === 'notFound') {
    return (
      <StatusPanel title={intl.formatMessage(messages.notFound)} actions={<Link appearance="button" href={back}>{intl.formatMessage(messages.back)}</Link>}>
        <p>{intl.formatMessage(messages.notFoundText)}</p>
      </StatusPanel>
    );
  }
  if (list.status !== 'loaded' || !list.list) {
    return (
      <Page>
        {backLink}
        <Skeleton lines={4} label={intl.formatMessage(messages.listLoading)} />
      </Page>
    );
  }

  const own = list.list.tipo === 'FROM_CLIENT';
  const tags = fornecedor?.tag ?? [];
  const showPrices = pricesVisible(tags, { authenticated: true, approved: session.usuario.cadastro_aprovado });
  const nome = list.list.nome;
  return (
    <Page>
      <Head>
        {backLink}
        <h1>{nome}</h1>
        {own ? null : <Badge tone="info">{intl.formatMessage(messages.suggestedBadge)}</Badge>}
      </Head>
      {list.notice ? (
        <Alert
          tone={succeeded(list.notice) ? 'success' : 'danger'}
          live
          action={
            list.notice.kind === 'applied' ? (
              <Button size="sm" variant="secondary" onPress={() => openPanel(stores.panels, 'cart')}>
                {intl.formatMessage(messages.viewCart)}
              </Button>
            ) : undefined
          }
        >
          {noticeText(intl, list.notice)}
        </Alert>
      ) : null}
      <Actions role="group" aria-label={intl.formatMessage(messages.actions)}>
        <Button isPending={list.busy === 'apply'} isDisabled={list.items.length === 0} onPress={() => void applyShoppingList(store, stores, api)}>
          {intl.formatMessage(messages.apply)}
        </Button>
        {own ? (
          <Button variant="danger" onPress={() => setConfirmOpen(true)}>
            {intl.formatMessage(messages.disable)}
          </Button>
        ) : null}
      </Actions>
      <Section aria-labelledby="produtos-da-lista">
        <h2 id="produtos-da-lista">{intl.formatMessage(messages.products)}</h2>
        <Products store={store} list={list} showPrices={showPrices} tags={tags} />
      </Section>
      {own ? <AddProduct store={store} /> : null}
      <Dialog
        role="alertdialog"
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage(messages.disableTitle)}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button
              variant="danger"
              isPending={list.busy === 'disable'}
              onPress={() => {
                void disableShoppingList(store, stores, api).then((done) => {
                  close();
                  if (done) void navigate(back, { state: { disabled: nome } satisfies ListsLocationState });
                });
              }}
            >
              {intl.formatMessage(messages.disableConfirm)}
            </Button>
          </>
        )}
      >
        <p>{intl.formatMessage(messages.disableText, { nome })}</p>
      </Dialog>
    </Page>
  );
}

/** The route module: the list its loader brought. */
export function Component() {
  return <ShoppingListScreen loaded={useLoaderData<ClientPageData<ShoppingListState>>()} />;
}
