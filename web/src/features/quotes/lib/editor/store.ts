/**
 * The editor's state kept outside React, read by each part through the little it shows: a keystroke in a line of
 * a 300-line quote re-renders that line's row and the totals, not the editor, the grid or the other 299 rows.
 * The reducer is the same; a reset (a saved or reloaded copy, a discard) is a new store.
 */
import { useSyncExternalStore } from 'react';
import { chosenLines, quoteTotals, type Totals } from '@/lib/quote-totals';
import { createStore } from '@/lib/store';
import { snapshot, type Draft, type LineDraft } from './draft';
import { editorReducer, initialState, type Action, type EditorState } from './reducer';

export type EditorStore = {
  get: () => EditorState;
  dispatch: (action: Action) => void;
  subscribe: (listener: () => void) => () => void;
  /** The lines' keys in order: the same array while only the lines' fields change. */
  lineKeys: () => readonly string[];
};

export function createEditorStore(draft: Draft): EditorStore {
  const { get, set, subscribe } = createStore(initialState(draft));
  let keys: readonly string[] = draft.lines.map((line) => line.key);
  return {
    get,
    subscribe,
    dispatch(action) {
      const state = get();
      const next = editorReducer(state, action);
      if (next !== state) set(next);
    },
    lineKeys() {
      const { lines } = get().draft;
      if (keys.length !== lines.length || lines.some((line, index) => line.key !== keys[index])) {
        keys = lines.map((line) => line.key);
      }
      return keys;
    },
  };
}

/** What `select` reads of the store's state, re-rendering the caller only when that changes (by identity). */
export function useEditorSelector<T>(store: EditorStore, select: (state: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

/** Worked out once per lines array (a keystroke makes a new one; the 300 rows each ask of the same). */
function perLines<T>(work: (lines: readonly LineDraft[]) => T): (lines: readonly LineDraft[]) => T {
  const kept = new WeakMap<readonly LineDraft[], T>();
  return (lines) => {
    let value = kept.get(lines);
    if (value === undefined) {
      value = work(lines);
      kept.set(lines, value);
    }
    return value;
  };
}

const linesByKey = perLines((lines) => new Map(lines.map((line) => [line.key, line])));
/** The lines that count in the totals (ordinary, ticked optional, the chosen alternative), by key. */
const countedKeys = perLines((lines) => new Set(chosenLines(lines).map((line) => line.key)));

/** One line by its key (undefined once removed), and whether it counts in the totals. */
export const useLine = (store: EditorStore, key: string) =>
  useEditorSelector(store, (state) => linesByKey(state.draft.lines).get(key));
export const useCounted = (store: EditorStore, key: string) =>
  useEditorSelector(store, (state) => countedKeys(state.draft.lines).has(key));
export const useLineKeys = (store: EditorStore) => useSyncExternalStore(store.subscribe, store.lineKeys);

/** The totals of a draft, worked out again only when its lines, charges or VAT rate change. */
let lastTotals: { draft: Pick<Draft, 'lines' | 'shipping'>; vatRate: string; totals: Totals } | null = null;

export function totalsOf(draft: Draft): Totals {
  const kept = lastTotals;
  if (kept && kept.draft.lines === draft.lines && kept.draft.shipping === draft.shipping && kept.vatRate === draft.header.vatRate) {
    return kept.totals;
  }
  const totals = quoteTotals(draft.lines, draft.shipping, draft.header.vatRate);
  lastTotals = { draft: { lines: draft.lines, shipping: draft.shipping }, vatRate: draft.header.vatRate, totals };
  return totals;
}

/** The draft's snapshot (what a save would change), made once per draft. */
const snapshots = new WeakMap<Draft, string>();

export function snapshotOf(draft: Draft): string {
  let text = snapshots.get(draft);
  if (text === undefined) {
    text = snapshot(draft);
    snapshots.set(draft, text);
  }
  return text;
}
