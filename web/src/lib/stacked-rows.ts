import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useCallback, useRef } from 'react';

/**
 * Tables that read as cards on a phone: below 600 px each row is a card and each cell says its column's name above
 * its value, so nothing scrolls sideways inside a box. The names come from the header row (`data-label` on each
 * cell, kept up to date as rows come and go); a cell whose column has no name (a tick box, an action) shows none.
 */
export const stackedOnPhone = (theme: Theme): SystemStyleObject<Theme> => ({
    [theme.breakpoints.down('sm')]: {
      display: 'block',
      minWidth: 0,
      width: '100%',
      '& thead': { display: 'none' },
      '& tbody, & tfoot': { display: 'block' },
      '& tbody tr, & tfoot tr': {
        display: 'block',
        borderBottom: `1px solid ${theme.palette.divider}`,
        py: 1,
      },
      '& tbody td, & tbody th, & tfoot td, & tfoot th': {
        display: 'block',
        border: 0,
        py: 0.25,
        px: 1,
        textAlign: 'left',
        whiteSpace: 'normal',
        minWidth: 0,
        width: 'auto',
        maxWidth: 'none',
      },
      '& td[data-label]:not([data-label=""])::before, & th[data-label]:not([data-label=""])::before': {
        content: 'attr(data-label)',
        display: 'block',
        fontSize: '0.75rem',
        fontWeight: 600,
        color: theme.palette.text.secondary,
      },
      '& td:empty': { display: 'none' },
    },
});

/** A header cell's words, its parts apart ("IB-RM65 Ibstock Red", not "IB-RM65Ibstock Red"), without its buttons. */
function words(cell: HTMLElement): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A header's own actions ("Award all to …") are no part of its name.
    if (!node.parentElement?.closest('button')) parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function headerLabels(table: HTMLTableElement): string[] {
  const row = table.tHead?.rows[table.tHead.rows.length - 1];
  const labels: string[] = [];
  for (const cell of Array.from(row?.cells ?? [])) {
    const label = cell.getAttribute('aria-label') ?? words(cell);
    for (let i = 0; i < cell.colSpan; i += 1) labels.push(i === 0 ? label : '');
  }
  return labels;
}

/** Each body and footer cell's `data-label`: its column's header (a cell spanning the whole row gets none). */
export function labelCells(table: HTMLTableElement): void {
  const labels = headerLabels(table);
  const rows = [...Array.from(table.tBodies).flatMap((body) => Array.from(body.rows)), ...Array.from(table.tFoot?.rows ?? [])];
  for (const row of rows) {
    let column = 0;
    for (const cell of Array.from(row.cells)) {
      const label = labels.length > 1 && cell.colSpan >= labels.length ? '' : (labels[column] ?? '');
      if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
      column += cell.colSpan;
    }
  }
}

/**
 * A ref for a `<table>` that reads as cards on a phone (give it `sx={stackedOnPhone}`): its cells are labelled
 * with their columns now and whenever its rows change.
 */
export function useStackedRows(): (table: HTMLTableElement | null) => void {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((table: HTMLTableElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!table) return;
    labelCells(table);
    observer.current = new MutationObserver(() => labelCells(table));
    observer.current.observe(table, { childList: true, subtree: true, characterData: true });
  }, []);
}
