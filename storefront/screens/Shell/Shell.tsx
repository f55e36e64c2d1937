import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Link } from '@ui/Link';
import { styled } from '@themes/stitches.config';
import { CookieBanner } from './CookieBanner';

export const shellMessages = defineMessages<{
  defaultStoreName: NoMessageValues;
  defaultDescription: NoMessageValues;
  productName: NoMessageValues;
  skipToContent: NoMessageValues;
  home: { storeName: string };
  footer: { year: number; storeName: string };
}>({
  defaultStoreName: { id: 'shell.defaultStoreName', defaultMessage: 'Loja do Fornecedor', description: 'spec 9: default store name' },
  defaultDescription: { id: 'shell.defaultDescription', defaultMessage: 'Confira nossas ofertas!', description: 'spec 9: default page description' },
  productName: { id: 'shell.productName', defaultMessage: 'Vitrine de Pedidos', description: "The product's own name, the default page title (spec 9)" },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Ir para o conteúdo', description: 'Skip link to the main content' },
  home: { id: 'shell.home', defaultMessage: 'Página inicial de {storeName}', description: 'Accessible name of the logo link to the supplier home' },
  footer: { id: 'shell.footer', defaultMessage: '© {year} {storeName}. Todos os direitos reservados.', description: 'Footer line' },
});

export interface ShellProps {
  /** The supplier's name; the catalogue default when missing (spec 9). */
  storeName: string | undefined;
  logo: string | undefined;
  homeHref: string;
  children: ReactNode;
}

/** Hidden until focused; then it takes its own place in the header row, so it never covers a link. */
const SkipLink = styled('a', {
  visuallyHidden: true,
  '&:focus': {
    visuallyHidden: false,
    display: 'block',
    padding: '$3 $4',
    backgroundColor: '$background',
    color: '$primaryText',
    focusRing: 'inside',
  },
});

const Header = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '$header',
  paddingInline: '$4',
  backgroundColor: '$background',
  borderBottom: '$borderWidths$accent solid $primary',
});

const StoreName = styled('span', {
  fontSize: '$lg',
  fontWeight: '$bold',
  color: '$text',
  // Beside a logo the name is a repeat: phones keep the row for the logo alone.
  variants: { besideLogo: { true: { display: 'none', '@sm': { display: 'inline' } } } },
});

/** Fills the viewport, so the footer and the cookie banner sit at the bottom of short pages. */
const Page = styled('div', { display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

const Logo = styled('img', { display: 'block', width: '$logoWidth', height: '$logo', objectFit: 'contain', objectPosition: 'left center' });

const Main = styled('main', {
  flex: '1 0 auto',
  width: '100%',
  maxWidth: '$content',
  marginInline: 'auto',
  padding: '$5 $4',
  outline: 'none',
});

const Footer = styled('footer', {
  padding: '$5 $4',
  backgroundColor: '$secondary',
  color: '$onSecondary',
  fontSize: '$sm',
  textAlign: 'center',
});

/** The frame of every supplier page: skip link, header with logo, main, footer, cookie banner. */
export function Shell({ storeName, logo, homeHref, children }: ShellProps) {
  const intl = useIntl();
  const name = storeName ?? intl.formatMessage(shellMessages.defaultStoreName);
  return (
    <Page>
      <Header>
        <SkipLink href="#conteudo">{intl.formatMessage(shellMessages.skipToContent)}</SkipLink>
        <Link href={homeHref} aria-label={intl.formatMessage(shellMessages.home, { storeName: name })}>
          {logo ? <Logo src={logo} alt="" width={160} height={40} /> : <StoreName>{name}</StoreName>}
        </Link>
        {logo ? (
          <StoreName besideLogo aria-hidden="true">
            {name}
          </StoreName>
        ) : null}
      </Header>
      <Main id="conteudo" tabIndex={-1}>
        {children}
      </Main>
      <Footer>{intl.formatMessage(shellMessages.footer, { year: new Date().getFullYear(), storeName: name })}</Footer>
      <CookieBanner />
    </Page>
  );
}
