import { memo, type ComponentProps, type Dispatch } from 'react';
import type { LineDraft } from '../../lib/editor/draft';
import type { FieldMessages } from '../../lib/editor/errors';
import type { Action } from '../../lib/editor/reducer';
import { totalsOf, useEditorSelector, type EditorStore } from '../../lib/editor/store';
import { PlotsEditor } from './PlotsEditor';
import { SupplierCostsDialog } from './SupplierCostsDialog';
import { TotalsPanel } from './TotalsPanel';

/*
 * The editor's parts that show the lines' figures, each reading the store itself: a keystroke in a line
 * re-renders these (when what they show changed), not the editor screen around them.
 */

/** The plots editor's lines while there are no plots: it shows none, so typing in a line need not re-render it. */
const NO_LINES: LineDraft[] = [];

type PlotsProps = { store: EditorStore; errors: FieldMessages; readOnly: boolean; dispatch: Dispatch<Action> };

export const StorePlots = memo(function StorePlots({ store, errors, readOnly, dispatch }: PlotsProps) {
  const plots = useEditorSelector(store, (state) => state.draft.plots);
  const lines = useEditorSelector(store, (state) => (state.draft.plots.length > 0 ? state.draft.lines : NO_LINES));
  return <PlotsEditor plots={plots} lines={lines} errors={errors} readOnly={readOnly} dispatch={dispatch} />;
});

export const StoreTotals = memo(function StoreTotals({ store }: { store: EditorStore }) {
  const totals = useEditorSelector(store, (state) => totalsOf(state.draft));
  const vatRate = useEditorSelector(store, (state) => state.draft.header.vatRate);
  return <TotalsPanel totals={totals} vatRate={vatRate} />;
});

type CostsProps = Omit<ComponentProps<typeof SupplierCostsDialog>, 'lines'> & { store: EditorStore };

export function StoreSupplierCosts({ store, ...props }: CostsProps) {
  const lines = useEditorSelector(store, (state) => state.draft.lines);
  return <SupplierCostsDialog {...props} lines={lines} />;
}
