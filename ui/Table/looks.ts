/*
 * The kit's table look, declared once: the interactive Table (react-aria's grid) and the read-only
 * StaticTable (a native table, for a route that cannot carry the grid's weight) spread these styles.
 * Plain styles, no module of ours: a route taking StaticTable does not take react-aria's collections.
 */
const rule = '$borderWidths$thin solid $borderSubtle';

/** The frame that scrolls a wide table sideways on a narrow screen. */
export const tableFrame = { overflowX: 'auto', borderRadius: '$md', border: rule } as const;

export const tableGrid = { width: '100%', borderCollapse: 'collapse', fontSize: '$sm' } as const;

/** A column's head: the surface band under which the rows start. */
export const tableHead = {
  padding: '$2 $3',
  backgroundColor: '$surface',
  borderBottom: rule,
  textAlign: 'left',
  fontWeight: '$bold',
  whiteSpace: 'nowrap',
} as const;

export const tableCell = { padding: '$2 $3', textAlign: 'left' } as const;

/** Numbers and money line up on the right, their digits in columns. */
export const tableNumber = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** Rows are parted by a thin rule, none under the last. */
export const tableRow = { '&:not(:last-child)': { borderBottom: rule } } as const;
