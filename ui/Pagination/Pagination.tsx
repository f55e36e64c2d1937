import { Button as AriaButton } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { focusVisible, styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { pageItems } from './pageItems';

const messages = defineMessages<{
  nav: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number };
  gap: NoMessageValues;
  summary: { page: number; total: number };
}>({
  nav: { id: 'ui.pagination.nav', defaultMessage: 'Paginação', description: 'Accessible name of the pagination navigation' },
  previous: { id: 'ui.pagination.previous', defaultMessage: 'Página anterior', description: 'Button going to the previous page of a list' },
  next: { id: 'ui.pagination.next', defaultMessage: 'Próxima página', description: 'Button going to the next page of a list' },
  page: { id: 'ui.pagination.page', defaultMessage: 'Página {page}', description: 'Accessible name of a page number button' },
  gap: { id: 'ui.pagination.gap', defaultMessage: 'Páginas omitidas', description: 'Accessible text of the ellipsis between page numbers' },
  summary: {
    id: 'ui.pagination.summary',
    defaultMessage: 'Página {page} de {total}',
    description: 'Where the shopper is in a paged list, shown between the arrows on narrow screens',
  },
});

export interface PaginationProps {
  /** The page on screen, from 1. */
  page: number;
  totalPages: number;
  /** Called with the page asked for; the list owner loads it and moves focus to the new results. */
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Hides the numbers behind "Página 3 de 20" (narrow panels, phones). */
  compact?: boolean;
  isDisabled?: boolean;
  /** Names the navigation when a page has more than one ("Paginação dos pedidos"); "Paginação" by default. */
  label?: string;
}

const Nav = styled('nav', { display: 'flex', justifyContent: 'center' });

const List = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const PageButton = styled(AriaButton, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$targetComfortable',
  minHeight: '$targetComfortable',
  paddingInline: '$2',
  border: '$borderWidths$thin solid transparent',
  borderRadius: '$md',
  backgroundColor: 'transparent',
  color: '$primaryText',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color $fast',
  '&[data-hovered]': { backgroundColor: '$primarySubtle' },
  '&[data-pressed]': { backgroundColor: '$borderSubtle' },
  [focusVisible]: { focusRing: 'outside' },
  '&[aria-current="page"]': { backgroundColor: '$primary', color: '$onPrimary', fontWeight: '$bold', cursor: 'default' },
  '&[data-disabled]:not([aria-current])': { color: '$textMuted', cursor: 'not-allowed', opacity: 0.6, backgroundColor: 'transparent' },
});

/** The ellipsis is drawn by CSS; screen readers hear "Páginas omitidas" instead. */
const Gap = styled('li', { minWidth: '$target', textAlign: 'center', color: '$textMuted', '&::before': { content: '"…"' } });

const Summary = styled('li', { paddingInline: '$3', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const Hidden = styled('span', { visuallyHidden: true });

/**
 * Page numbers for orders, invoices and long catalogues. The current page is marked with
 * `aria-current`, not only by colour; the arrows are disabled (not removed) at the ends, so they never move.
 */
export function Pagination({ page, totalPages, onChange, siblings = 1, compact = false, isDisabled = false, label }: PaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  return (
    <Nav aria-label={label ?? intl.formatMessage(messages.nav)}>
      <List>
        <li>
          <PageButton
            aria-label={intl.formatMessage(messages.previous)}
            isDisabled={isDisabled || current === 1}
            onPress={() => onChange(current - 1)}
          >
            <Icon name="chevronLeft" />
          </PageButton>
        </li>
        {compact ? (
          <Summary aria-current="page">{intl.formatMessage(messages.summary, { page: current, total: totalPages })}</Summary>
        ) : (
          pageItems(current, totalPages, siblings).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PageButton
                  aria-label={intl.formatMessage(messages.page, { page: item })}
                  aria-current={item === current ? 'page' : undefined}
                  // The current page stays focusable and named; pressing it again does nothing.
                  onPress={() => {
                    if (item !== current) onChange(item);
                  }}
                  isDisabled={isDisabled}
                >
                  {item}
                </PageButton>
              </li>
            ) : (
              <Gap key={item}>
                <Hidden>{intl.formatMessage(messages.gap)}</Hidden>
              </Gap>
            ),
          )
        )}
        <li>
          <PageButton
            aria-label={intl.formatMessage(messages.next)}
            isDisabled={isDisabled || current === totalPages}
            onPress={() => onChange(current + 1)}
          >
            <Icon name="chevronRight" />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
