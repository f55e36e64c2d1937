import { useIntl } from 'react-intl';
import { focusVisible, styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { Anchor } from '../Link/Anchor';

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

const List = styled('ol', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '$sm',
});

const Item = styled('li', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  color: '$textMuted',
  '&:last-child': { color: '$text', fontWeight: '$medium' },
});

const crumbLook = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$target',
  color: '$primaryText',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$sm',
  outline: 'none',
  cursor: 'pointer',
  [focusVisible]: { focusRing: 'outside' },
} as const;

const Crumb = styled(Anchor, crumbLook);

/** The page the shopper is on: named as current, not a link to itself. */
const Here = styled('span', { ...crumbLook, color: '$text', textDecoration: 'none', cursor: 'default' });

/**
 * Where the shopper is in the category tree; the last crumb is the current page (aria-current). A list
 * of the kit's links, no collection: nothing here needs more script than the links themselves.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <Nav
      aria-label={intl.formatMessage({ id: 'ui.breadcrumbs.label', defaultMessage: 'Você está em', description: 'Accessible name of the breadcrumb trail' })}
    >
      <List>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <Item key={item.id}>
              {isCurrent ? (
                <Here aria-current="page">{item.label}</Here>
              ) : (
                <>
                  {item.href === undefined ? <span>{item.label}</span> : <Crumb href={item.href}>{item.label}</Crumb>}
                  <Icon name="chevronRight" size="sm" />
                </>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
