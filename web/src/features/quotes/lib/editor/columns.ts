/**
 * The quote lines grid's columns, laid out to fit a 1,280 px screen: with the navigation rail, the page's and the
 * Lines section's padding, 1,126 px are left, and every column the grid can show adds up to 1,106 px. The alternative group (and the choice among alternatives) and the lead time
 * may be hidden from the grid's column menu; a column some line uses (a group typed, an optional line) or has a
 * message in shows whatever the menu says, so nothing entered is ever out of sight.
 */
import type { LineDraft } from './draft';

export type ColumnKey =
  | 'n'
  | 'code'
  | 'description'
  | 'quantity'
  | 'unit'
  | 'cost'
  | 'sell'
  | 'margin'
  | 'total'
  | 'optional'
  | 'group'
  | 'selected'
  | 'leadTime'
  | 'actions';

type Column = { key: ColumnKey; heading: string; width: string; numeric?: boolean };

export const COLUMNS: readonly Column[] = [
  { key: 'n', heading: '#', width: '28px' },
  { key: 'code', heading: 'Code', width: '80px' },
  { key: 'description', heading: 'Description', width: 'minmax(150px, 1fr)' },
  { key: 'quantity', heading: 'Qty', width: '96px', numeric: true },
  { key: 'unit', heading: 'Unit', width: '84px' },
  { key: 'cost', heading: 'Cost', width: '80px', numeric: true },
  { key: 'sell', heading: 'Sell', width: '80px', numeric: true },
  { key: 'margin', heading: 'Margin %', width: '64px', numeric: true },
  { key: 'total', heading: 'Total', width: '100px', numeric: true },
  { key: 'optional', heading: 'Optional', width: '60px' },
  { key: 'group', heading: 'Group', width: '56px' },
  { key: 'selected', heading: 'Selected', width: '60px' },
  { key: 'leadTime', heading: 'Lead (days)', width: '64px', numeric: true },
  // Four buttons of 24 px (line-grid.css: .bm-row-action) and the cell's padding.
  { key: 'actions', heading: '', width: '104px' },
];

/** Each column's heading: a phone, where each line reads as a card, writes it above the line's cell (line-grid.css). */
export const HEADING = Object.fromEntries(COLUMNS.map((column) => [column.key, column.heading])) as Record<ColumnKey, string>;

/** The columns the menu shows and hides, with their names there. */
export const HIDEABLE = [
  { key: 'group', label: 'Alternative group' },
  { key: 'leadTime', label: 'Lead time (days)' },
] as const;
export type Hideable = (typeof HIDEABLE)[number]['key'];
export type Chosen = Record<Hideable, boolean>;

/** What a new user sees: lead times (most lines carry one from their product), no alternative groups until used. */
export const DEFAULT_CHOSEN: Chosen = { group: false, leadTime: true };

/** Bits of what the lines use, a number so that a store selector re-renders only when it changes. */
export const USES_GROUP = 1;
export const USES_CHOICE = 2;

export function linesUse(lines: readonly LineDraft[]): number {
  let uses = 0;
  for (const line of lines) {
    if (line.group.trim() !== '') uses |= USES_GROUP | USES_CHOICE;
    else if (line.optional) uses |= USES_CHOICE;
  }
  return uses;
}

export type Shown = { group: boolean; selected: boolean; leadTime: boolean };

/**
 * The optional columns shown: chosen in the menu, used by a line, or holding a message. "Selected" has something in
 * it only on an optional or grouped line, so it shows when one is there (or the group column is).
 */
export function shownColumns(chosen: Chosen, uses: number, errorFields: ReadonlySet<string>): Shown {
  const group = chosen.group || (uses & USES_GROUP) !== 0 || errorFields.has('group');
  return {
    group,
    selected: group || (uses & USES_CHOICE) !== 0 || errorFields.has('selected'),
    leadTime: chosen.leadTime || errorFields.has('leadTime'),
  };
}

export function visibleColumns(shown: Shown): Column[] {
  return COLUMNS.filter((column) => !(column.key === 'group' || column.key === 'selected' || column.key === 'leadTime') || shown[column.key]);
}

/** The grid's template (every row is a grid of the same columns) and the width under which it scrolls sideways. */
export function gridLayout(columns: readonly Column[]): { template: string; minWidth: number } {
  const template = columns.map((column) => column.width).join(' ');
  const minWidth = columns.reduce((sum, column) => sum + Number.parseInt(column.width.replace(/^minmax\(/, ''), 10), 0);
  return { template, minWidth };
}

/** The last input of a line, in which Enter on the last line adds a line. */
export const lastField = (shown: Shown) => (shown.leadTime ? 'leadTime' : shown.group ? 'group' : 'margin');

const STORAGE_KEY = 'brickmate.quoteLines.columns';

/** The user's choice in the menu, kept in this browser. */
export function readChosen(): Chosen {
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Chosen> | null;
    return {
      group: typeof saved?.group === 'boolean' ? saved.group : DEFAULT_CHOSEN.group,
      leadTime: typeof saved?.leadTime === 'boolean' ? saved.leadTime : DEFAULT_CHOSEN.leadTime,
    };
  } catch {
    return DEFAULT_CHOSEN;
  }
}

export function saveChosen(chosen: Chosen): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(chosen));
  } catch {
    // Private browsing, a full store: the choice lasts this visit.
  }
}
