/**
 * Every change the editor makes to its draft, as one pure reducer: line edits keep sell price and margin in
 * step, alternative groups keep one choice, and a deleted line can be put back (with its plot quantities).
 */
import { fromPence, toPence } from '@/lib/money';
import { fromMilli, sellFromMargin, toHundredths, toMilli, type Charges } from '@/lib/quote-totals';
import { marginText, newKey, type Draft, type HeaderDraft, type LineDraft, type PlotDraft } from './draft';

export type LineField = Exclude<keyof LineDraft, 'key' | 'costFlag'>;

/** A supplier cost to apply to a line (by its key): the cost price and the supplier-quote line it came from. */
export type AppliedCost = { key: string; cost: string; supplierQuoteLineId: number };
export type PlotField = 'plotNumber' | 'houseType';

export type Removed = { line: LineDraft; index: number; quantities: Record<string, string> };

export type EditorState = { draft: Draft; removed: Removed | null };

export type Action =
  | { type: 'reset'; draft: Draft }
  | { type: 'header'; patch: Partial<HeaderDraft> }
  | { type: 'line'; key: string; field: LineField; value: string | boolean | number | null }
  | { type: 'addLines'; lines: LineDraft[] }
  | { type: 'removeLine'; key: string }
  | { type: 'undoRemove' }
  | { type: 'moveLine'; key: string; by: -1 | 1 }
  | { type: 'duplicateLine'; key: string }
  | { type: 'shipping'; patch: Partial<Charges> }
  | { type: 'addPlot' }
  | { type: 'removePlot'; key: string }
  | { type: 'plot'; key: string; field: PlotField; value: string }
  | { type: 'plotQuantity'; plotKey: string; lineKey: string; value: string }
  | { type: 'fillEvenly'; lineKey: string }
  | { type: 'applyCosts'; costs: AppliedCost[]; shipping: Partial<Charges> | null };

export const initialState = (draft: Draft): EditorState => ({ draft, removed: null });

/** One line with `field` set, and what follows from it: a sell price or margin works out the other. */
export function editLine(line: LineDraft, field: LineField, value: LineDraft[LineField]): LineDraft {
  const next = { ...line, [field]: value } as LineDraft;
  switch (field) {
    case 'sell':
      next.margin = marginText(next.cost, next.sell);
      return next;
    case 'cost':
      // A new cost keeps the price (what the customer sees) and shows the margin it now leaves; with no price
      // yet, the margin typed earlier prices the line.
      if (toPence(next.sell) === null && line.margin.trim()) return withMarginPrice(next);
      next.margin = marginText(next.cost, next.sell);
      return next;
    case 'margin':
      return withMarginPrice(next);
    case 'optional':
      if (value) {
        next.group = '';
        next.selected = false;
      } else next.selected = true;
      return next;
    case 'group':
      if (String(value).trim()) next.optional = false;
      else next.selected = true;
      return next;
    default:
      return next;
  }
}

/** The sell price the typed margin gives on the cost; a margin that cannot be read leaves the price alone. */
function withMarginPrice(line: LineDraft): LineDraft {
  const cost = toPence(line.cost || '0');
  const margin = toHundredths(line.margin);
  if (cost === null || margin === null) return line;
  const sell = sellFromMargin(cost, margin);
  if (sell === null) return line;
  return { ...line, sell: fromPence(sell) };
}

const groupOf = (line: LineDraft) => line.group.trim().toUpperCase();

function setLine(draft: Draft, key: string, field: LineField, value: LineDraft[LineField]): Draft {
  const target = draft.lines.find((line) => line.key === key);
  if (!target) return draft;
  let edited = editLine(target, field, value);
  const group = groupOf(edited);
  // A line joining a group that already has its choice joins unpicked.
  if (field === 'group' && group && draft.lines.some((l) => l.key !== key && groupOf(l) === group && l.selected)) {
    edited = { ...edited, selected: false };
  }
  // Picking one line of an alternative group unpicks the others.
  const radio = field === 'selected' && value === true && group !== '';
  return {
    ...draft,
    lines: draft.lines.map((line) => {
      if (line.key === key) return edited;
      if (radio && groupOf(line) === group && line.selected) return { ...line, selected: false };
      return line;
    }),
  };
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Spread a line's quantity over the plots in whole thousandths, the remainder going to the first plots. */
/** Units counted whole (bricks, items, packs, pallets): a line of them is shared out in whole ones. */
const WHOLE_UNITS = new Set(['per_1000', 'each', 'pack', 'pallet']);

function fillEvenly(draft: Draft, lineKey: string): Draft {
  const line = draft.lines.find((l) => l.key === lineKey);
  const total = line ? toMilli(line.quantity) : null;
  const count = draft.plots.length;
  if (!line || total === null || count === 0) return draft;
  // Shares in steps of one whole unit where the line counts whole ones (and holds a whole number), else thousandths.
  const step = WHOLE_UNITS.has(line.unit) && total % 1000 === 0 ? 1000 : 1;
  const steps = total / step;
  const share = Math.floor(steps / count);
  const rest = steps - share * count;
  return {
    ...draft,
    plots: draft.plots.map((plot, index) => ({
      ...plot,
      quantities: { ...plot.quantities, [lineKey]: fromMilli((share + (index < rest ? 1 : 0)) * step) },
    })),
  };
}

/** Supplier costs into the draft: each line's cost (the margin follows, as when typed) and its link; the charges. */
function applyCosts(draft: Draft, costs: readonly AppliedCost[], shipping: Partial<Charges> | null): Draft {
  const byKey = new Map(costs.map((cost) => [cost.key, cost]));
  return {
    ...draft,
    lines: draft.lines.map((line) => {
      const cost = byKey.get(line.key);
      if (!cost) return line;
      return { ...editLine(line, 'cost', cost.cost), supplierQuoteLineId: cost.supplierQuoteLineId };
    }),
    shipping: shipping ? { ...draft.shipping, ...shipping } : draft.shipping,
  };
}

function withoutQuantity(plot: PlotDraft, lineKey: string): PlotDraft {
  const quantities = { ...plot.quantities };
  delete quantities[lineKey];
  return { ...plot, quantities };
}

function draftReducer(draft: Draft, action: Action): Draft {
  switch (action.type) {
    case 'header':
      return { ...draft, header: { ...draft.header, ...action.patch } };
    case 'line':
      return setLine(draft, action.key, action.field, action.value as LineDraft[LineField]);
    case 'addLines':
      return { ...draft, lines: [...draft.lines, ...action.lines] };
    case 'moveLine': {
      const from = draft.lines.findIndex((line) => line.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= draft.lines.length) return draft;
      return { ...draft, lines: moved(draft.lines, from, to) };
    }
    case 'duplicateLine': {
      const index = draft.lines.findIndex((line) => line.key === action.key);
      if (index < 0) return draft;
      const copy = { ...draft.lines[index], key: newKey('l') };
      // A copy of the chosen line of a group is not chosen too.
      if (copy.group.trim()) copy.selected = false;
      const lines = [...draft.lines];
      lines.splice(index + 1, 0, copy);
      return { ...draft, lines };
    }
    case 'shipping':
      return { ...draft, shipping: { ...draft.shipping, ...action.patch } };
    case 'addPlot':
      return { ...draft, plots: [...draft.plots, { key: newKey('p'), plotNumber: '', houseType: '', quantities: {} }] };
    case 'removePlot':
      return { ...draft, plots: draft.plots.filter((plot) => plot.key !== action.key) };
    case 'plot':
      return {
        ...draft,
        plots: draft.plots.map((plot) => (plot.key === action.key ? { ...plot, [action.field]: action.value } : plot)),
      };
    case 'plotQuantity':
      return {
        ...draft,
        plots: draft.plots.map((plot) =>
          plot.key === action.plotKey
            ? { ...plot, quantities: { ...plot.quantities, [action.lineKey]: action.value } }
            : plot,
        ),
      };
    case 'fillEvenly':
      return fillEvenly(draft, action.lineKey);
    case 'applyCosts':
      return applyCosts(draft, action.costs, action.shipping);
    default:
      return draft;
  }
}

export function editorReducer(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case 'reset':
      return initialState(action.draft);
    case 'removeLine': {
      const index = state.draft.lines.findIndex((line) => line.key === action.key);
      if (index < 0) return state;
      const line = state.draft.lines[index];
      const quantities = Object.fromEntries(
        state.draft.plots
          .filter((plot) => line.key in plot.quantities)
          .map((plot) => [plot.key, plot.quantities[line.key]]),
      );
      return {
        draft: {
          ...state.draft,
          lines: state.draft.lines.filter((l) => l.key !== action.key),
          plots: state.draft.plots.map((plot) => withoutQuantity(plot, line.key)),
        },
        removed: { line, index, quantities },
      };
    }
    case 'undoRemove': {
      const removed = state.removed;
      if (!removed) return state;
      const lines = [...state.draft.lines];
      lines.splice(Math.min(removed.index, lines.length), 0, removed.line);
      const plots = state.draft.plots.map((plot) =>
        plot.key in removed.quantities
          ? { ...plot, quantities: { ...plot.quantities, [removed.line.key]: removed.quantities[plot.key] } }
          : plot,
      );
      return { draft: { ...state.draft, lines, plots }, removed: null };
    }
    default: {
      const draft = draftReducer(state.draft, action);
      return draft === state.draft ? state : { ...state, draft };
    }
  }
}
