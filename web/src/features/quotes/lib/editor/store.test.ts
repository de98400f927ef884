import { describe, expect, it, vi } from 'vitest';
import { quoteLine, savedQuote } from '../../testing/editor-fixtures';
import { draftFromQuote } from './draft';
import { createEditorStore, snapshotOf, totalsOf } from './store';

const quote = () =>
  draftFromQuote(savedQuote(9, { lines: [quoteLine(1, { description: 'A' }), quoteLine(2, { description: 'B' })] }));

describe('the editor store', () => {
  it('tells its readers of a change, and of nothing when an action changes nothing', () => {
    const store = createEditorStore(quote());
    const heard = vi.fn();
    store.subscribe(heard);
    store.dispatch({ type: 'line', key: 'l-1', field: 'quantity', value: '7' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get().draft.lines[0].quantity).toBe('7');
    store.dispatch({ type: 'moveLine', key: 'l-1', by: -1 });
    store.dispatch({ type: 'line', key: 'l-99', field: 'quantity', value: '7' });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("keeps the lines' keys while only their fields change, and gives new ones when lines move", () => {
    const store = createEditorStore(quote());
    const keys = store.lineKeys();
    expect(keys).toEqual(['l-1', 'l-2']);
    store.dispatch({ type: 'line', key: 'l-2', field: 'description', value: 'Changed' });
    expect(store.lineKeys()).toBe(keys);
    store.dispatch({ type: 'moveLine', key: 'l-2', by: -1 });
    expect(store.lineKeys()).toEqual(['l-2', 'l-1']);
    store.dispatch({ type: 'removeLine', key: 'l-1' });
    expect(store.lineKeys()).toEqual(['l-2']);
  });

  it('works the totals and the snapshot out once per draft, and again when its lines change', () => {
    const store = createEditorStore(quote());
    const before = store.get().draft;
    expect(totalsOf(before)).toBe(totalsOf(before));
    expect(snapshotOf(before)).toBe(snapshotOf(before));
    store.dispatch({ type: 'line', key: 'l-1', field: 'quantity', value: '20000' });
    const after = store.get().draft;
    expect(totalsOf(after).subtotal).toBeGreaterThan(totalsOf(before).subtotal);
    expect(snapshotOf(after)).not.toBe(snapshotOf(before));
  });
});
