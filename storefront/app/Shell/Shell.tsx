import { lazy, memo, Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useNavigation } from 'react-router';
import { AppHeader } from '@ui/AppHeader';
import { Link } from '@ui/Link';
import { Logo } from '@ui/Logo';
import { PageProgress } from '@ui/PageProgress';
import { styled } from '@themes/stitches.config';
import { useAppServices } from '@storefront/state/context';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { openSideMenu } from '@storefront/state/menu';
import { openPanel } from '@storefront/state/panels';
import { useSnapshot } from 'valtio';
import { storeDefaults } from '@storefront/components/page/storeDefaults';
import { CartSyncStatus } from '@storefront/components/CartSyncStatus/CartSyncStatus';
import { CookieBanner as CookieBannerEach } from './CookieBanner';
import { HeaderSearch } from './HeaderSearch';
import { NoticeToasts as NoticeToastsEach } from './NoticeToasts';
import { loadMenuPanel, PanelHost as PanelHostEach } from './PanelHost';
import { keepPageClearOf } from './scrollPadding';
import { SupplierFooter as SupplierFooterEach } from './SupplierFooter';

const shellMessages = defineMessages<{
  home: { storeName: string };
  footer: { year: number; storeName: string };
  loadingPage: NoMessageValues;
}>({
  home: { id: 'shell.home', defaultMessage: 'Página inicial de {storeName}', description: 'Accessible name of the logo link to the supplier home' },
  footer: { id: 'shell.footer', defaultMessage: '© {year} {storeName}. Todos os direitos reservados.', description: 'Footer line' },
  loadingPage: { id: 'shell.loadingPage', defaultMessage: 'Carregando a página', description: 'Name of the bar shown while the next page (its data and code) is on its way' },
});

/**
 * A page's data comes from its loader, so a link waits for it before the page changes: the bar says the
 * click was taken. Apart from the Shell, so a navigation re-renders only it.
 */
function NavigationProgress() {
  const intl = useIntl();
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <PageProgress label={intl.formatMessage(shellMessages.loadingPage)} />;
}

export interface ShellProps {
  /** The supplier's name; the catalogue default when missing (spec 9). */
  storeName: string | undefined;
  logo: string | undefined;
  children: ReactNode;
}

/** spec 6: the representative's banner, fetched only when a representative buys for a client. */
const ActingForBanner = lazy(async () => ({ default: (await import('./ActingForBanner')).ActingForBanner }));

/** The header and, under it, the representative's banner: sticky together, so the header never covers it. */
const Top = styled('div', { position: 'sticky', top: 0, zIndex: '$header' });

/** The header covers the top of the page: what Shift+Tab reaches scrolls below it, at any header height. */
const reserveTopOfPage = keepPageClearOf('top');

/**
 * The frame's parts re-render on their own stores only: the shell re-renders when the supplier's configuration
 * comes after the first paint, and a part still waiting to hydrate would otherwise be hydrated in one blocking pass.
 */
const SupplierFooter = memo(SupplierFooterEach);
const PanelHost = memo(PanelHostEach);
const CookieBanner = memo(CookieBannerEach);
const NoticeToasts = memo(NoticeToastsEach);

/** The skip link's target. */
const MAIN_ID = 'conteudo';

/** Fills the viewport, so the footer and the cookie banner sit at the bottom of short pages. */
const Page = styled('div', { display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

/**
 * At least a screen tall: while a page's content is still loading, the footer (which grows when the
 * supplier's footer arrives) stays below the fold, where neither of them moves what the shopper sees.
 */
const Main = styled('main', {
  flex: '1 0 auto',
  minHeight: '100dvh',
  width: '100%',
  maxWidth: '$content',
  marginInline: 'auto',
  padding: '$5 $4',
  outline: 'none',
});

/**
 * The sticky top: header (with the cart's count), the representative's banner, the cart's save status.
 * The only part of the frame that reads the cart: an add re-renders it, not the footer, panels or page.
 */
function ShellTop({ name, logo }: { name: string; logo: string | undefined }) {
  const intl = useIntl();
  const { home } = useSupplierPaths();
  const { stores } = useAppServices();
  const cart = useSnapshot(stores.cart);
  const session = useSnapshot(stores.session);
  return (
    <Top ref={reserveTopOfPage}>
      <AppHeader
        mainId={MAIN_ID}
        cart={{ count: cart.lines.length, onPress: () => openPanel(stores.panels, 'cart') }}
        search={<HeaderSearch />}
        onMenuPress={() => {
          loadMenuPanel().catch(() => undefined);
          openSideMenu(stores.panels);
        }}
        logo={
          <Link href={home} aria-label={intl.formatMessage(shellMessages.home, { storeName: name })}>
            <Logo name={name} src={logo} isDecorative />
          </Link>
        }
      />
      {session.representative && session.usuario ? (
        <Suspense fallback={null}>
          <ActingForBanner />
        </Suspense>
      ) : null}
      <CartSyncStatus />
    </Top>
  );
}

/**
 * The frame of every supplier page: skip link, header with logo, main, footer, cookie banner. Each part is
 * a boundary of hydration: after the frame itself, the parts hydrate in document order, in slices a tap can
 * get between (React yields every few ms inside a boundary); a tap on a part not yet hydrated hydrates it first.
 */
export function Shell({ storeName, logo, children }: ShellProps) {
  const intl = useIntl();
  const name = storeName ?? intl.formatMessage(storeDefaults.defaultStoreName);
  return (
    <Page>
      <Suspense fallback={null}>
        <ShellTop name={name} logo={logo} />
      </Suspense>
      <NavigationProgress />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={null}>{children}</Suspense>
      </Main>
      <Suspense fallback={null}>
        <SupplierFooter legal={intl.formatMessage(shellMessages.footer, { year: new Date().getFullYear(), storeName: name })} />
      </Suspense>
      <Suspense fallback={null}>
        <PanelHost />
        <CookieBanner />
        <NoticeToasts />
      </Suspense>
    </Page>
  );
}
