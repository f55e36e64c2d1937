import { useId, type ReactNode } from 'react';
import { focusVisible, styled } from '@themes/stitches.config';
import { Anchor } from '../Link/Anchor';

export interface FooterSection {
  title: string;
  /** `external`: another site, opened in a new tab without access back to this page (noopener). */
  links: { label: string; href: string; external?: boolean }[];
}

export interface AppFooterProps {
  /** Columns of links (institutional pages, help, policies). */
  sections?: FooterSection[];
  /** The store's own details: address, contact, opening hours. */
  children?: ReactNode;
  /** The last line: copyright, company id. */
  legal: ReactNode;
}

const Root = styled('footer', {
  display: 'grid',
  // One track as wide as the footer, so the link columns wrap to the screen instead of widening it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$5',
  padding: '$6 $4 $5',
  backgroundColor: '$secondary',
  color: '$onSecondary',
  fontSize: '$sm',
  // Laid out with the page, not as it comes near (content-visibility): its estimated height was 174 px
  // above its real one on the catalogue, so reaching it shortened the page, and a shopper at the bottom
  // saw everything drop by up to that much, "Carregar mais" too, under a press already begun.
});

const Columns = styled('div', {
  display: 'grid',
  gap: '$5',
  width: '100%',
  maxWidth: '$content',
  marginInline: 'auto',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  '& h2': { margin: '0 0 $2', fontSize: '$md' },
  '& ul': { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '$1' },
  '& address': { fontStyle: 'normal' },
  '& p': { margin: 0 },
});

/** Footer links take the footer's text colour (checked against the secondary brand colour). */
const FooterLink = styled(Anchor, {
  display: 'inline-block',
  minHeight: '$target',
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$sm',
  outline: 'none',
  cursor: 'pointer',
  '@hover': { '&:hover': { textDecorationThickness: '$borderWidths$medium' } },
  [focusVisible]: { outline: '$borderWidths$focus solid currentColor', outlineOffset: '$borderWidths$medium' },
});

const Legal = styled('p', {
  margin: 0,
  paddingTop: '$4',
  borderTop: '$borderWidths$thin solid currentColor',
  textAlign: 'center',
  width: '100%',
  maxWidth: '$content',
  marginInline: 'auto',
  variants: { alone: { true: { paddingTop: 0, borderTop: 'none' } } },
});

function Section({ section }: { section: FooterSection }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{section.title}</h2>
      <ul>
        {section.links.map((link) => (
          <li key={link.href}>
            <FooterLink href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </FooterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bottom of every page in the supplier's secondary colour: link columns, store details, legal line. */
export function AppFooter({ sections = [], children, legal }: AppFooterProps) {
  const hasColumns = sections.length > 0 || Boolean(children);
  return (
    <Root>
      {hasColumns ? (
        <Columns>
          {sections.map((section) => (
            <Section key={section.title} section={section} />
          ))}
          {children ? <div>{children}</div> : null}
        </Columns>
      ) : null}
      <Legal alone={!hasColumns}>{legal}</Legal>
    </Root>
  );
}
