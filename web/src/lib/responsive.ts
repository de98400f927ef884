/**
 * A list's secondary column: shown from MUI's `sm` breakpoint (600 px) up, left out on a phone, where the
 * table keeps only its key columns and fits the screen.
 */
export const SECONDARY_COLUMN = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A table's minimum width from `sm` up (it scrolls sideways below that), none on a phone. */
export const tableMinWidth = (width: number) => ({ xs: 0, sm: width }) as const;

/**
 * Shown on a phone only (below `sm`): what a table's header carries (its links and actions) where the table reads as
 * cards and its header is hidden (lib/stacked-rows.ts).
 */
export const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

function phoneColumns(columns: number[], firstLink: 'nowrap' | 'normal') {
  const others = columns.map((column) => `:not(:nth-of-type(${column}))`).join('');
  return {
    '@media (max-width:599.95px)': {
      [`& th${others}, & td${others}`]: { display: 'none' },
      '& td, & th': { px: 1, whiteSpace: 'normal' },
      '& td:first-of-type a': { whiteSpace: firstLink, overflowWrap: 'anywhere' },
    },
  } as const;
}

/**
 * A list that keeps its key columns on a phone (their 1-based places, e.g. number, customer, status, total): below
 * `sm` the other columns are left out, cells are closer and wrap, so the rows fit the screen instead of scrolling
 * sideways in their box. Put in the `<Table>`'s `sx`, with `minWidth: tableMinWidth(…)`; a cell spanning the row
 * (an empty state) is first and stays; the first column's link (a number) never breaks.
 */
export function keyColumnsOnPhone(...columns: number[]) {
  return phoneColumns(columns, 'nowrap');
}

/** As `keyColumnsOnPhone`, for a list led by a name: the first column's link (a product's name) wraps. */
export function keyColumnsOnPhoneByName(...columns: number[]) {
  return phoneColumns(columns, 'normal');
}

/**
 * A scrollable tab strip's tabs on a phone: closer, so more of them show, the strip swiped sideways for the rest
 * (no scroll arrows: MUI hides them below `sm` unless `allowScrollButtonsMobile`; they took 80 px of a 358 px strip).
 */
export const TABS_ON_PHONE = { '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1, sm: 2 } } } as const;
