import { describe, expect, it } from 'vitest';
import { quoteLine, savedQuote } from '../../testing/editor-fixtures';
import { compareLines } from './compare';
import { draftFromQuote, emptyLine } from './draft';
import { checkDraft, editorField } from './errors';
import { editLine, editorReducer, initialState, type Action, type EditorState } from './reducer';

const start = () =>
  initialState(
    draftFromQuote(
      savedQuote(9, {
        lines: [
          quoteLine(1, { description: 'A' }),
          quoteLine(2, { description: 'B', product_id: null }),
          quoteLine(3, { description: 'C', product_id: 503 }),
        ],
        plots: [
          { plot_id: 1, plot_number: '1', house_type: '', quantities: [{ line_id: 2, quantity: '4.000' }] },
          { plot_id: 2, plot_number: '2', house_type: '', quantities: [] },
        ],
      }),
    ),
  );
const run = (state: EditorState, ...actions: Action[]) => actions.reduce(editorReducer, state);
const descriptions = (state: EditorState) => state.draft.lines.map((line) => line.description);

describe('editing a line', () => {
  const line = emptyLine({ cost: '412.00', sell: '512.35', margin: '19.6' });

  it('works the margin out of a new sell price, and the sell price out of a new margin', () => {
    expect(editLine(line, 'sell', '530')).toMatchObject({ sell: '530', margin: '22.3' });
    expect(editLine(line, 'sell', '515')).toMatchObject({ margin: '20.0' });
    expect(editLine(line, 'margin', '22.5')).toMatchObject({ sell: '531.61', margin: '22.5' });
    expect(editLine(line, 'margin', '-5')).toMatchObject({ sell: '392.38' });
    expect(editLine(line, 'margin', '100')).toMatchObject({ sell: '512.35', margin: '100' });
    expect(editLine(line, 'sell', '')).toMatchObject({ margin: '' });
  });

  it('keeps the price when the cost changes, or prices from a margin typed before any price', () => {
    expect(editLine(line, 'cost', '450')).toMatchObject({ sell: '512.35', margin: '12.2' });
    expect(editLine({ ...line, sell: '', margin: '20' }, 'cost', '400')).toMatchObject({ sell: '500.00' });
  });

  it('makes a line optional or part of a group, never both', () => {
    const optional = editLine(line, 'optional', true);
    expect(optional).toMatchObject({ optional: true, selected: false });
    expect(editLine(optional, 'group', 'A')).toMatchObject({ optional: false, group: 'A' });
  });
});

describe('the editor reducer', () => {
  it('picks one line of an alternative group at a time', () => {
    let state = start();
    const [a, b, c] = state.draft.lines.map((line) => line.key);
    state = run(state, { type: 'line', key: a, field: 'group', value: 'x' }, { type: 'line', key: b, field: 'group', value: 'X' });
    // b joined a group whose choice (a) was made.
    expect(state.draft.lines.map((line) => line.selected)).toEqual([true, false, true]);
    state = run(state, { type: 'line', key: b, field: 'selected', value: true });
    expect(state.draft.lines.map((line) => line.selected)).toEqual([false, true, true]);
    state = run(state, { type: 'line', key: a, field: 'selected', value: true });
    expect(state.draft.lines.map((line) => line.selected)).toEqual([true, false, true]);
    expect(state.draft.lines[2].key).toBe(c);
  });

  it('moves, duplicates and deletes lines, and undoes a delete with its plot quantities', () => {
    let state = start();
    const [, b] = state.draft.lines.map((line) => line.key);
    state = run(state, { type: 'moveLine', key: b, by: -1 }, { type: 'moveLine', key: b, by: -1 });
    expect(descriptions(state)).toEqual(['B', 'A', 'C']);
    state = run(state, { type: 'duplicateLine', key: b });
    expect(descriptions(state)).toEqual(['B', 'B', 'A', 'C']);
    expect(state.draft.lines[1].key).not.toBe(b);

    state = run(state, { type: 'removeLine', key: b });
    expect(descriptions(state)).toEqual(['B', 'A', 'C']);
    expect(state.draft.plots[0].quantities).toEqual({});
    state = run(state, { type: 'undoRemove' });
    expect(state.draft.lines[0].key).toBe(b);
    expect(state.draft.plots[0].quantities).toEqual({ [b]: '4' });
    expect(state.draft.plots[1].quantities).toEqual({});
    expect(state.removed).toBeNull();
  });

  it('fills a line’s quantity evenly over the plots: whole bricks, thousandths of a tonne', () => {
    let state = start();
    const key = state.draft.lines[0].key; // 12,500 bricks
    state = run(state, { type: 'addPlot' }, { type: 'fillEvenly', lineKey: key });
    expect(state.draft.plots.map((plot) => plot.quantities[key])).toEqual(['4167', '4167', '4166']);
    const sand = state.draft.lines[1].key;
    state = run(
      state,
      { type: 'line', key: sand, field: 'unit', value: 'tonne' },
      { type: 'line', key: sand, field: 'quantity', value: '12.5' },
      { type: 'fillEvenly', lineKey: sand },
    );
    expect(state.draft.plots.map((plot) => plot.quantities[sand])).toEqual(['4.167', '4.167', '4.166']);
  });
});

describe('field messages', () => {
  it('places a server field on the row it names, by the row’s key', () => {
    const { draft } = start();
    expect(editorField('lines.1.quantity', draft)).toBe('l-2.quantity');
    expect(editorField('lines.2.sell_price', draft)).toBe('l-3.sell');
    expect(editorField('lines.9.quantity', draft)).toBeNull();
    expect(editorField('plots.1.plot_number', draft)).toBe('p-2.plotNumber');
    expect(editorField('contact_ids.0', draft)).toBe('contacts');
    expect(editorField('shipping.loads', draft)).toBe('shipping.loads');
    expect(editorField('customer_id', draft)).toBe('customer');
  });

  it('checks a draft before saving', () => {
    const { draft } = start();
    expect(checkDraft(draft)).toEqual({});
    draft.header.customer = null;
    draft.lines[0].quantity = '0';
    draft.lines[1].sell = '';
    draft.lines[1].margin = '';
    draft.lines[2].group = 'A';
    draft.plots[1].plotNumber = '1';
    draft.lines.push(emptyLine({ key: 'l-8', description: 'X', quantity: '1', sell: '1', group: 'b' }));
    draft.lines.push(emptyLine({ key: 'l-9', description: 'Y', quantity: '1', sell: '1', group: 'B' }));
    expect(checkDraft(draft)).toEqual({
      'l-9.selected': 'Only one line of alternative group B can be selected',
      customer: 'Choose a customer',
      'l-1.quantity': 'Enter a quantity above 0',
      'l-2.sell': 'Enter a sell price or a margin',
      'l-3.group': 'Alternative group A needs at least two lines',
      'p-2.plotNumber': 'Each plot number can appear once',
    });
  });
});

describe('comparing my lines with theirs', () => {
  it('pairs lines by product or description and says what differs', () => {
    const mine = start().draft.lines;
    const theirs = structuredClone(mine);
    theirs[0].quantity = '13';
    theirs[0].sell = '500.00';
    theirs.splice(1, 1);
    theirs.push(emptyLine({ description: 'D', quantity: '1', sell: '1', cost: '0' }));
    const rows = compareLines(mine, theirs);
    expect(rows.map((row) => [row.mine?.description ?? null, row.theirs?.description ?? null, row.state, row.differences])).toEqual([
      ['A', 'A', 'changed', ['quantity', 'sell price']],
      ['B', null, 'mine', []],
      ['C', 'C', 'same', []],
      [null, 'D', 'theirs', []],
    ]);
  });
});
