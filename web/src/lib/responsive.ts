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
