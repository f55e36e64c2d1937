import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link as AriaLink } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { css, focusVisible, styled } from '@themes/stitches.config';
import { Icon } from '../Icon';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Omitted on the last item: the current page is not a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

const Nav = styled('nav', { minWidth: 0 });

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '$sm',
});

const Item = styled(Breadcrumb, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  color: '$textMuted',
  '&[data-current]': { color: '$text', fontWeight: '$medium' },
});

const Crumb = styled(AriaLink, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$target',
  color: '$primaryText',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$sm',
  outline: 'none',
  cursor: 'pointer',
  '&[data-current]': { color: '$text', textDecoration: 'none', cursor: 'default' },
  [focusVisible]: { focusRing: 'outside' },
});

/** Where the shopper is in the category tree; the last crumb is the current page (aria-current). */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <Nav
      aria-label={intl.formatMessage({ id: 'ui.breadcrumbs.label', defaultMessage: 'Você está em', description: 'Accessible name of the breadcrumb trail' })}
    >
      <AriaBreadcrumbs<BreadcrumbItem> className={list()} items={items}>
        {(item) => (
          <Item id={item.id}>
            {({ isCurrent }) => (
              <>
                <Crumb href={isCurrent ? undefined : item.href}>{item.label}</Crumb>
                {isCurrent ? null : <Icon name="chevronRight" size="sm" />}
              </>
            )}
          </Item>
        )}
      </AriaBreadcrumbs>
    </Nav>
  );
}
