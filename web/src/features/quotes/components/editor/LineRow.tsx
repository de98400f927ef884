import Chip from '@mui/material/Chip';
import { memo, type Dispatch, type KeyboardEvent } from 'react';
import type { SellingUnit } from '@/lib/api/types';
import { formatMoney, fromPence, toPence } from '@/lib/money';
import { implausibleQuantity, pricedPer, quantityLabel } from '@/lib/units';
import type { LineDraft } from '../../lib/editor/draft';
import { fromMilli, lineTotalPence, toMilli } from '@/lib/quote-totals';
import type { Action, LineField } from '../../lib/editor/reducer';
import { useCounted, useLine, type EditorStore } from '../../lib/editor/store';
import { HEADING, type Shown } from '../../lib/editor/columns';
import { SELLING_UNITS, UNIT_NAMES } from '../../lib/editor/units';
import { CellInput } from './CellInput';
import { CostFlagChip } from './CostFlagChip';
import { ActionsCell, OptionalCell, SelectedCell } from './RowCells';

export type RowErrors = Partial<Record<LineField, string>>;

type Props = {
  /** The line's key: the row reads its line from the store, so typing in it re-renders this row alone. */
  lineKey: string;
  store: EditorStore;
  index: number;
  count: number;
  errors: RowErrors;
  readOnly: boolean;
  /** The optional columns the grid shows. */
  shown: Shown;
  dispatch: Dispatch<Action>;
  onDelete: (key: string, description: string, index: number) => void;
  /** Enter in a cell: the same cell of the next line, or a new line after the last cell of the last line. */
  onEnter: (key: string, field: LineField) => void;
};

// The same options on every line: made once, not per row and render.
const UNIT_OPTIONS = SELLING_UNITS.map((unit) => (
  <option key={unit} value={unit}>
    {UNIT_NAMES[unit]}
  </option>
));

export const LineRow = memo(function LineRow({ lineKey, store, ...rest }: Props) {
  const line = useLine(store, lineKey);
  // Whether the line counts in the totals (ordinary, ticked optional, the chosen alternative).
  const counted = useCounted(store, lineKey);
  // Gone from the store, about to go from the grid.
  return line ? <Row line={line} counted={counted} {...rest} /> : null;
});

type RowProps = Omit<Props, 'lineKey' | 'store'> & { line: LineDraft; counted: boolean };

function Row({ line, index, count, counted, errors, readOnly, shown, dispatch, onDelete, onEnter }: RowProps) {
  const n = index + 1;
  const set = (field: LineField) => (value: string | boolean) => dispatch({ type: 'line', key: line.key, field, value });
  const enter = (field: LineField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter(line.key, field);
  };
  const input = (field: LineField, label: string, extra: Partial<Parameters<typeof CellInput>[0]> = {}) => (
    <CellInput
      label={`${label}, line ${n}`}
      value={line[field] as string}
      onChange={set(field)}
      cell={`${line.key}.${field}`}
      error={errors[field]}
      readOnly={readOnly}
      onKeyDown={enter(field)}
      {...extra}
    />
  );
  const milli = toMilli(line.quantity);
  const total = lineTotalPence(milli ?? 0, toPence(line.sell) ?? 0, pricedPer(line.unit));
  const grouped = line.group.trim() !== '';
  return (
    <tr role="row" className={readOnly ? 'bm-tr' : 'bm-tr bm-tr-hover'} aria-label={`Line ${n}`}>
      <td role="cell" className="bm-td bm-td-text bm-td-n bm-muted">{n}</td>
      <td role="cell" className="bm-td" data-label={HEADING.code}>{input('code', 'Code')}</td>
      <td role="cell" className="bm-td bm-td-description" data-label={HEADING.description}>
        {input('description', 'Description')}
        {line.discontinued && (
          <Chip
            label="Discontinued product"
            color="warning"
            size="small"
            variant="outlined"
            aria-label={`Line ${n}: discontinued product`}
            sx={{ mt: 0.5 }}
          />
        )}
        {line.costFlag && <CostFlagChip flag={line.costFlag} lineNumber={n} />}
      </td>
      <td role="cell" className="bm-td" data-label={HEADING.quantity}>
        {input('quantity', 'Quantity', { align: 'right', inputMode: 'decimal' })}
        {milli !== null && !errors.quantity && (
          <div
            className={`bm-counted ${implausibleQuantity(fromMilli(milli), line.unit) ? 'bm-warning' : 'bm-muted'}`}
            aria-label={`Quantity counted, line ${n}`}
          >
            {quantityLabel(fromMilli(milli), line.unit)}
          </div>
        )}
      </td>
      <td role="cell" className="bm-td" data-label={HEADING.unit}>
        <select
          className="bm-cell"
          value={line.unit}
          onChange={(event) => set('unit')(event.target.value as SellingUnit)}
          disabled={readOnly}
          aria-label={`Unit, line ${n}`}
          style={{ width: '100%' }}
        >
          {UNIT_OPTIONS}
        </select>
      </td>
      <td role="cell" className="bm-td" data-label={HEADING.cost}>{input('cost', 'Cost price', { align: 'right', inputMode: 'decimal' })}</td>
      <td role="cell" className="bm-td" data-label={HEADING.sell}>{input('sell', 'Sell price', { align: 'right', inputMode: 'decimal' })}</td>
      <td role="cell" className="bm-td" data-label={HEADING.margin}>{input('margin', 'Margin %', { align: 'right', inputMode: 'decimal' })}</td>
      <td role="cell" className="bm-td bm-td-text bm-total" data-label={HEADING.total}>
        <p
          aria-label={`Line total, line ${n}`}
          className={counted ? undefined : 'bm-muted'}
          title={counted ? undefined : 'Not in the total'}
        >
          {formatMoney(fromPence(total))}
        </p>
      </td>
      <OptionalCell n={n} lineKey={line.key} optional={line.optional} error={errors.optional} readOnly={readOnly} dispatch={dispatch} />
      {shown.group && <td role="cell" className="bm-td" data-label={HEADING.group}>{input('group', 'Alternative group', { placeholder: '—' })}</td>}
      {shown.selected && (
        <SelectedCell
          n={n}
          lineKey={line.key}
          optional={line.optional}
          grouped={grouped}
          selected={line.selected}
          error={errors.selected}
          readOnly={readOnly}
          dispatch={dispatch}
        />
      )}
      {shown.leadTime && (
        <td role="cell" className="bm-td" data-label={HEADING.leadTime}>
          {input('leadTime', 'Lead time (days)', { align: 'right', inputMode: 'numeric' })}
        </td>
      )}
      <ActionsCell
        n={n}
        lineKey={line.key}
        description={line.description}
        index={index}
        count={count}
        readOnly={readOnly}
        dispatch={dispatch}
        onDelete={onDelete}
      />
    </tr>
  );
}
