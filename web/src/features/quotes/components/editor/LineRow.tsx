import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Radio from '@mui/material/Radio';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo, type Dispatch, type KeyboardEvent } from 'react';
import type { SellingUnit } from '@/lib/api/types';
import { formatMoney, fromPence, toPence } from '@/lib/money';
import { implausibleQuantity, pricedPer, quantityLabel } from '@/lib/units';
import type { LineDraft } from '../../lib/editor/draft';
import { fromMilli, lineTotalPence, toMilli } from '@/lib/quote-totals';
import type { Action, LineField } from '../../lib/editor/reducer';
import { SELLING_UNITS, UNIT_NAMES } from '../../lib/editor/units';
import { CellInput } from './CellInput';
import { CostFlagChip } from './CostFlagChip';

export type RowErrors = Partial<Record<LineField, string>>;

type Props = {
  line: LineDraft;
  index: number;
  count: number;
  /** Whether the line counts in the totals (ordinary, ticked optional, the chosen alternative). */
  counted: boolean;
  errors: RowErrors;
  readOnly: boolean;
  dispatch: Dispatch<Action>;
  onDelete: (line: LineDraft, index: number) => void;
  /** Enter in a cell: the same cell of the next line, or a new line after the last cell of the last line. */
  onEnter: (key: string, field: LineField) => void;
};

const cell = { px: 0.5, py: 0.75, verticalAlign: 'top' } as const;

export const LineRow = memo(function LineRow({ line, index, count, counted, errors, readOnly, dispatch, onDelete, onEnter }: Props) {
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
    <TableRow hover={!readOnly} aria-label={`Line ${n}`}>
      <TableCell sx={{ ...cell, color: 'text.secondary', pt: 1.25 }}>{n}</TableCell>
      <TableCell sx={cell}>{input('code', 'Code', { width: 90 })}</TableCell>
      <TableCell sx={{ ...cell, minWidth: 220 }}>
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
      </TableCell>
      <TableCell sx={cell}>
        {input('quantity', 'Quantity', { width: 84, align: 'right', inputMode: 'decimal' })}
        {milli !== null && !errors.quantity && (
          <Typography
            variant="caption"
            color={implausibleQuantity(fromMilli(milli), line.unit) ? 'warning.main' : 'text.secondary'}
            component="div"
            aria-label={`Quantity counted, line ${n}`}
            sx={{ textAlign: 'right', whiteSpace: 'nowrap', pr: 0.75 }}
          >
            {quantityLabel(fromMilli(milli), line.unit)}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={cell}>
        <NativeSelect
          value={line.unit}
          onChange={(event) => set('unit')(event.target.value as SellingUnit)}
          disabled={readOnly}
          disableUnderline
          inputProps={{ 'aria-label': `Unit, line ${n}` }}
          sx={{ fontSize: '0.875rem', minWidth: 84 }}
        >
          {SELLING_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {UNIT_NAMES[unit]}
            </option>
          ))}
        </NativeSelect>
      </TableCell>
      <TableCell sx={cell}>{input('cost', 'Cost price', { width: 84, align: 'right', inputMode: 'decimal' })}</TableCell>
      <TableCell sx={cell}>{input('sell', 'Sell price', { width: 84, align: 'right', inputMode: 'decimal' })}</TableCell>
      <TableCell sx={cell}>{input('margin', 'Margin %', { width: 64, align: 'right', inputMode: 'decimal' })}</TableCell>
      <TableCell sx={{ ...cell, pt: 1.25, textAlign: 'right', whiteSpace: 'nowrap' }}>
        <Typography
          variant="body2"
          aria-label={`Line total, line ${n}`}
          color={counted ? 'text.primary' : 'text.secondary'}
          title={counted ? undefined : 'Not in the total'}
        >
          {formatMoney(fromPence(total))}
        </Typography>
      </TableCell>
      <TableCell sx={{ ...cell, py: 0 }} padding="checkbox">
        <Checkbox
          size="small"
          checked={line.optional}
          onChange={(event) => set('optional')(event.target.checked)}
          disabled={readOnly}
          slotProps={{ input: { 'aria-label': `Optional, line ${n}` } }}
        />
        {errors.optional && <FormHelperText error>{errors.optional}</FormHelperText>}
      </TableCell>
      <TableCell sx={cell}>{input('group', 'Alternative group', { width: 56, placeholder: '—' })}</TableCell>
      <TableCell sx={{ ...cell, py: 0 }} padding="checkbox">
        {line.optional && (
          <Checkbox
            size="small"
            checked={line.selected}
            onChange={(event) => set('selected')(event.target.checked)}
            disabled={readOnly}
            slotProps={{ input: { 'aria-label': `Selected, line ${n}` } }}
          />
        )}
        {grouped && (
          <Radio
            size="small"
            checked={line.selected}
            onChange={(event) => event.target.checked && set('selected')(true)}
            disabled={readOnly}
            slotProps={{ input: { 'aria-label': `Selected, line ${n}` } }}
          />
        )}
        {errors.selected && <FormHelperText error>{errors.selected}</FormHelperText>}
      </TableCell>
      <TableCell sx={cell}>{input('leadTime', 'Lead time (days)', { width: 56, align: 'right', inputMode: 'numeric' })}</TableCell>
      <TableCell sx={{ ...cell, whiteSpace: 'nowrap', py: 0.25 }}>
        {!readOnly && (
          <>
            <IconButton size="small" aria-label={`Move line ${n} up`} disabled={index === 0} onClick={() => dispatch({ type: 'moveLine', key: line.key, by: -1 })}>
              <ArrowUpIcon fontSize="inherit" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Move line ${n} down`}
              disabled={index === count - 1}
              onClick={() => dispatch({ type: 'moveLine', key: line.key, by: 1 })}
            >
              <ArrowDownIcon fontSize="inherit" />
            </IconButton>
            <IconButton size="small" aria-label={`Duplicate line ${n}`} onClick={() => dispatch({ type: 'duplicateLine', key: line.key })}>
              <CopyIcon fontSize="inherit" />
            </IconButton>
            <IconButton size="small" aria-label={`Delete line ${n}`} onClick={() => onDelete(line, index)}>
              <DeleteIcon fontSize="inherit" />
            </IconButton>
          </>
        )}
      </TableCell>
    </TableRow>
  );
});
