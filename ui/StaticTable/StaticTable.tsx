import type { ReactNode } from 'react';
import { styled } from '@themes/stitches.config';
import { tableCell, tableFrame, tableGrid, tableHead, tableNumber, tableRow } from '../Table/looks';

export type StaticTableProps = {
  /** `thead` and `tbody` with native rows; a cell with `data-align="end"` holds a number or money. */
  children: ReactNode;
} & ({ 'aria-labelledby': string; 'aria-label'?: never } | { 'aria-label': string; 'aria-labelledby'?: never });

/** Focusable, so a keyboard can scroll what a narrow screen hides (axe scrollable-region-focusable). */
const Frame = styled('div', { ...tableFrame, outline: 'none', '&:focus-visible': { focusRing: 'outside' } });

const Grid = styled('table', {
  ...tableGrid,
  '& th, & td': tableCell,
  '& thead th': tableHead,
  '& tbody th': { fontWeight: 'inherit' },
  '& tbody tr': tableRow,
  '& [data-align="end"]': tableNumber,
});

/**
 * Read-only rows in the kit's table look, as a native table: no keyboard grid and no sorting, so none of
 * react-aria's collections (~15 KiB gzip) for a route that only shows what it checked. Its frame is a
 * region of the table's own name, the one landmark that scrolls it sideways.
 */
export function StaticTable({ children, ...name }: StaticTableProps) {
  return (
    <Frame role="region" tabIndex={0} {...name}>
      <Grid {...name}>{children}</Grid>
    </Frame>
  );
}
