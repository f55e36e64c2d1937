import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { css, styled } from '@themes/stitches.config';
import { Icon } from '../Icon';
import { tableCell, tableFrame, tableGrid, tableHead, tableNumber, tableRow } from './looks';

export interface TableColumn<T> {
  id: string;
  title: ReactNode;
  /** How a row shows this column. */
  render: (row: T) => ReactNode;
  allowsSorting?: boolean;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
  isRowHeader?: boolean;
}

export interface TableProps<T extends { id: string }> {
  /** Accessible name ("Seus pedidos"). */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown in the body when there are no rows. */
  emptyState?: ReactNode;
}

const Scroller = styled('div', tableFrame);

const table = css({
  ...tableGrid,
  outline: 'none',
  '&[data-focus-visible]': { focusRing: 'inside' },
});

const Head = styled(Column, {
  ...tableHead,
  outline: 'none',
  '&[data-allows-sorting]': { cursor: 'pointer' },
  '&[data-hovered]': { color: '$primaryText' },
  '&[data-focus-visible]': { focusRing: 'inside' },
  variants: { align: { start: {}, end: { textAlign: 'right' } } },
});

const SortIcon = styled('span', {
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineStart: '$1',
  variants: { direction: { ascending: { transform: 'rotate(180deg)' }, descending: {}, none: { visibility: 'hidden' } } },
});

const line = css({
  ...tableRow,
  outline: 'none',
  '&[data-hovered]': { backgroundColor: '$surface' },
  '&[data-focus-visible]': { focusRing: 'inside' },
});

const Data = styled(Cell, {
  ...tableCell,
  outline: 'none',
  '&[data-focus-visible]': { focusRing: 'inside' },
  variants: { align: { start: {}, end: tableNumber } },
});

const Empty = styled('div', { padding: '$5', textAlign: 'center', color: '$textMuted' });

/** Rows of records (orders, invoices) with keyboard grid navigation and sortable columns (aria-sort). */
export function Table<T extends { id: string }>({ label, columns, rows, sortDescriptor, onSortChange, emptyState }: TableProps<T>) {
  return (
    <Scroller>
      <AriaTable aria-label={label} className={table()} sortDescriptor={sortDescriptor} onSortChange={onSortChange}>
        <TableHeader columns={columns}>
          {(column) => (
            <Head id={column.id} isRowHeader={column.isRowHeader} allowsSorting={column.allowsSorting} align={column.align ?? 'start'}>
              {({ sortDirection }) => (
                <>
                  {column.title}
                  {column.allowsSorting ? (
                    <SortIcon aria-hidden="true" direction={sortDirection ?? 'none'}>
                      <Icon name="chevronDown" size="sm" />
                    </SortIcon>
                  ) : null}
                </>
              )}
            </Head>
          )}
        </TableHeader>
        <TableBody items={rows} renderEmptyState={emptyState ? () => <Empty>{emptyState}</Empty> : undefined}>
          {(row) => (
            <Row<TableColumn<T>> id={row.id} columns={columns} className={line()}>
              {(column) => <Data align={column.align ?? 'start'}>{column.render(row)}</Data>}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </Scroller>
  );
}
