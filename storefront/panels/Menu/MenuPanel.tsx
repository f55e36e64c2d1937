import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Button } from '@ui/Button';
import { Link } from '@ui/Link';
import { SlidePanel } from '@ui/SlidePanel';
import { Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { styled } from '@themes/stitches.config';
import { contentLink } from '@storefront/domain/contentLink';
import { supplierHas } from '@storefront/domain/gates';
import { configuredSupplier } from '@storefront/domain/supplier';
import { loadCategories, useCatalogueContext } from '@storefront/state/catalogue';
import { useStores } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { UnreadChatLink } from '@storefront/components/Chat/ChatLinks';
import { hasOtherAccounts, isMainClient } from '@storefront/domain/linkedAccounts';
import { closePanel, openPanel } from '@storefront/state/panels';
import { createStaticPagesStore, useStaticPagesActions } from '@storefront/state/staticPages';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { useAccountActions } from '@storefront/state/account';
import { menuPanelMessages as messages } from './messages';

const Account = styled('div', { paddingBottom: '$4', marginBottom: '$4', borderBottom: '$borderWidths$thin solid $borderSubtle' });
const AccountLinks = styled(Stack, { marginTop: '$3' });

/** A titled list of the menu's links (categories, pages); none shown when it has no links. */
function LinkSection({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text as="h3" size="md">
        {title}
      </Text>
      <Stack as="ul" gap={1}>
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * spec 2 "Panels": the side menu, from the left (opened 200 ms after the header's menu button):
 * the account, Início and Produtos, the supplier's own entries (spec 3 `config.menu`), the top categories
 * and the supplier's static pages tagged WEB. Invoices, lists, chat, combos and quick order only for a
 * supplier with their module (spec 5). The supplier's entries go through the content link check.
 */
export function MenuPanel() {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const stores = useStores();
  const { logout } = useAccountActions();
  const { loadStaticPages } = useStaticPagesActions();
  const panel = usePanel('menu');
  const { fornecedor, configuracao, whiteLabel } = useSnapshot(stores.supplier);
  const session = useSnapshot(stores.session);
  const { usuario, representative } = session;
  const navigate = useNavigate();
  const { setores } = useSnapshot(stores.catalogue);
  const [pagesStore] = useState(createStaticPagesStore);
  const pages = useSnapshot(pagesStore);
  const idfornecedor = fornecedor?.idfornecedor;
  const context = useCatalogueContext();

  useEffect(() => {
    if (context && stores.catalogue.setores.length === 0) void loadCategories(stores.catalogue, context).catch(() => undefined);
  }, [context, stores]);
  useEffect(() => {
    if (idfornecedor) void loadStaticPages(pagesStore, idfornecedor, stores.session.usuario?.idcliente);
  }, [idfornecedor, loadStaticPages, pagesStore, stores]);

  const close = () => closePanel(stores.panels);
  const link = (href: string, label: string, key = href) => (
    <li key={key}>
      <Link href={href} onPress={close}>
        {label}
      </Link>
    </li>
  );
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const supplierEntries = ((fornecedor && configuredSupplier(fornecedor, configuracao).config?.menu) ?? []).map((entry, index) => {
    const target = contentLink(entry.link, origin, paths.home);
    if (!target) return null;
    if (target.kind === 'internal') return link(target.path, entry.titulo, `config-${index}`);
    return (
      <li key={`config-${index}`}>
        <Link href={target.href} target="_blank" rel="noopener noreferrer" onPress={close}>
          {intl.formatMessage(messages.external, { titulo: entry.titulo })}
        </Link>
      </li>
    );
  });

  return (
    <SlidePanel
      title={intl.formatMessage(messages.title)}
      side="left"
      {...panel}
    >
      <Account>
        {representative || usuario ? (
          <Text weight="medium">{intl.formatMessage(messages.greeting, { nome: (representative ?? usuario)?.nome ?? '' })}</Text>
        ) : (
          <Button variant="secondary" onPress={() => openPanel(stores.panels, 'login')}>
            {intl.formatMessage(messages.login)}
          </Button>
        )}
        {representative || usuario ? (
          <AccountLinks as="ul" gap={1} align="start">
            {usuario ? link(paths.account(), intl.formatMessage(messages.account)) : null}
            {usuario ? link(paths.orders(), intl.formatMessage(messages.orders)) : null}
            {usuario && supplierHas(fornecedor, 'invoices') ? link(paths.invoices(), intl.formatMessage(messages.invoices)) : null}
            {usuario && supplierHas(fornecedor, 'lists') ? link(paths.lists(), intl.formatMessage(messages.lists)) : null}
            {usuario && supplierHas(fornecedor, 'chat') ? (
              <li>
                {/* The count keeps the socket open only while the menu is: the first page does not carry the chat. */}
                <UnreadChatLink onPress={close} />
              </li>
            ) : null}
            {representative ? link(paths.clients(), intl.formatMessage(messages.chooseClient)) : null}
            {hasOtherAccounts(session) ? (
              <li>
                <Button variant="secondary" size="sm" onPress={() => openPanel(stores.panels, 'accounts')}>
                  {intl.formatMessage(messages.switchAccount)}
                </Button>
              </li>
            ) : null}
            {isMainClient(session) ? link(paths.users(), intl.formatMessage(messages.users)) : null}
            <li>
              {/* spec 4: logout resets the user and the cart; the shopper lands on the supplier home. */}
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  void logout();
                  void navigate(paths.home);
                }}
              >
                {intl.formatMessage(messages.logout)}
              </Button>
            </li>
          </AccountLinks>
        ) : null}
      </Account>
      <Stack as="nav" gap={5} aria-label={intl.formatMessage(messages.navigation)}>
        <Stack as="ul" gap={1}>
          {link(paths.home, intl.formatMessage(messages.home))}
          {link(paths.catalogue(), intl.formatMessage(messages.products))}
          {supplierHas(fornecedor, 'combos') ? link(paths.combos(), intl.formatMessage(messages.combos)) : null}
          {supplierHas(fornecedor, 'quickOrder') ? link(paths.quickOrder(), intl.formatMessage(messages.quickOrder)) : null}
          {supplierEntries}
        </Stack>
        <LinkSection title={intl.formatMessage(messages.categories)}>{setores.map((s) => link(paths.catalogue({ categoria: s.id }), s.nome, s.id))}</LinkSection>
        <LinkSection title={intl.formatMessage(messages.pages)}>{pages.paginas.map((p) => link(paths.page(p.slug), p.titulo, p.id))}</LinkSection>
        <Stack as="ul" gap={1}>
          {usuario ? (
            <li>
              <Button variant="ghost" onPress={() => openPanel(stores.panels, 'addresses')}>
                {intl.formatMessage(messages.addresses)}
              </Button>
            </li>
          ) : null}
          {link(paths.addresses(), intl.formatMessage(whiteLabel ? messages.addressCheck : messages.addressSearch))}
        </Stack>
        {whiteLabel ? null : (
          <div>
            <Button variant="secondary" onPress={() => openPanel(stores.panels, 'suppliers')}>
              {intl.formatMessage(messages.suppliers)}
            </Button>
          </div>
        )}
      </Stack>
    </SlidePanel>
  );
}
