import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { FailedAlert } from '@ui/FailedAlert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { Link } from '@ui/Link';
import { Skeleton } from '@ui/Skeleton';
import { Page, Section } from '@ui/Page';
import { Inline, Stack } from '@ui/Stack';
import { StatusPanel } from '@ui/StatusPanel';
import { pricesVisible } from '@storefront/domain/gates';
import { useStores } from '@storefront/state/context';
import type { ClientPageData } from '@storefront/state/pageData';
import { openPanel } from '@storefront/state/panels';
import type { ListNotice, ShoppingListState } from '@storefront/state/shoppingLists';
import { useShoppingListActions } from '@storefront/state/shoppingLists';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { SignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { AddToList } from './AddToList';
import { ListProducts } from './ListProducts';
import { listsMessages as messages } from './messages';
import type { ListsLocationState } from './ShoppingListsScreen';
import { useSupplierPaths } from '@storefront/state/supplierPaths';


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

/**
 * One shopping list at `/{supplier}/listas/:id` (spec 7): its products with quantities and prices,
 * "Aplicar ao carrinho", a "Copiar para…" menu per product, and for her own lists a catalogue search
 * to add products and "Desativar lista" behind a confirmation.
 */
export function ShoppingListScreen({ loaded }: { loaded: ClientPageData<ShoppingListState> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const stores = useStores();
  const { openShoppingList, applyShoppingList, disableShoppingList } = useShoppingListActions();
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
      <SignInRequired title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.visitor)}</SignInRequired>
    );
  }
  const backLink = <Link href={back}>{intl.formatMessage(messages.back)}</Link>;
  if (list.status === 'failed') {
    return (
      <Page>
        {backLink}
        <FailedAlert onRetry={() => void openShoppingList(store, id)}>
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
      <Stack gap={2} align="start">
        {backLink}
        <h1>{nome}</h1>
        {own ? null : <Badge tone="info">{intl.formatMessage(messages.suggestedBadge)}</Badge>}
      </Stack>
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
      <Inline gap={2} align="stretch" role="group" aria-label={intl.formatMessage(messages.actions)}>
        <Button isPending={list.busy === 'apply'} isDisabled={list.items.length === 0} onPress={() => void applyShoppingList(store)}>
          {intl.formatMessage(messages.apply)}
        </Button>
        {own ? (
          <Button variant="danger" onPress={() => setConfirmOpen(true)}>
            {intl.formatMessage(messages.disable)}
          </Button>
        ) : null}
      </Inline>
      <Section title={intl.formatMessage(messages.products)} titleId="produtos-da-lista">
        <ListProducts store={store} list={list} showPrices={showPrices} tags={tags} />
      </Section>
      {own ? <AddToList store={store} /> : null}
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage(messages.disableTitle)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        confirmLabel={intl.formatMessage(messages.disableConfirm)}
        isPending={list.busy === 'disable'}
        onConfirm={(close) => {
          void disableShoppingList(store).then((done) => {
            close();
            if (done) void navigate(back, { state: { disabled: nome } satisfies ListsLocationState });
          });
        }}
      >
        <p>{intl.formatMessage(messages.disableText, { nome })}</p>
      </ConfirmDialog>
    </Page>
  );
}

/** The route module: the list its loader brought. */
export function Component() {
  return <ShoppingListScreen loaded={useLoaderData<ClientPageData<ShoppingListState>>()} />;
}
