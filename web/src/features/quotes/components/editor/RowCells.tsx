import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import TableCell from '@mui/material/TableCell';
import { memo, type Dispatch } from 'react';
import type { Action } from '../../lib/editor/reducer';

/*
 * A line's cells that typing in its inputs does not change, each memoised on its own values: a keystroke in a
 * quantity re-renders the inputs and the total of its line, not these MUI buttons and boxes.
 */

const choice = { px: 0.5, py: 0, verticalAlign: 'top' } as const;
const actions = { px: 0.5, py: 0.25, verticalAlign: 'top', whiteSpace: 'nowrap' } as const;

type Common = { n: number; lineKey: string; readOnly: boolean; dispatch: Dispatch<Action> };

export const OptionalCell = memo(function OptionalCell({ n, lineKey, optional, error, readOnly, dispatch }: Common & { optional: boolean; error?: string }) {
  return (
    <TableCell sx={choice} padding="checkbox">
      <Checkbox
        size="small"
        checked={optional}
        onChange={(event) => dispatch({ type: 'line', key: lineKey, field: 'optional', value: event.target.checked })}
        disabled={readOnly}
        slotProps={{ input: { 'aria-label': `Optional, line ${n}` } }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </TableCell>
  );
});

type SelectedProps = Common & { optional: boolean; grouped: boolean; selected: boolean; error?: string };

export const SelectedCell = memo(function SelectedCell({ n, lineKey, optional, grouped, selected, error, readOnly, dispatch }: SelectedProps) {
  const select = (value: boolean) => dispatch({ type: 'line', key: lineKey, field: 'selected', value });
  return (
    <TableCell sx={choice} padding="checkbox">
      {optional && (
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => select(event.target.checked)}
          disabled={readOnly}
          slotProps={{ input: { 'aria-label': `Selected, line ${n}` } }}
        />
      )}
      {grouped && (
        <Radio
          size="small"
          checked={selected}
          onChange={(event) => event.target.checked && select(true)}
          disabled={readOnly}
          slotProps={{ input: { 'aria-label': `Selected, line ${n}` } }}
        />
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </TableCell>
  );
});

type ActionsProps = Common & {
  description: string;
  index: number;
  count: number;
  onDelete: (key: string, description: string, index: number) => void;
};

/** Move up, move down, duplicate, delete: no ripple per button (the keyboard's focus shows as an outline). */
export const ActionsCell = memo(function ActionsCell({ n, lineKey, description, index, count, readOnly, dispatch, onDelete }: ActionsProps) {
  return (
    <TableCell sx={actions}>
      {!readOnly && (
        <>
          <IconButton
            size="small"
            disableRipple
            className="bm-row-action"
            aria-label={`Move line ${n} up`}
            disabled={index === 0}
            onClick={() => dispatch({ type: 'moveLine', key: lineKey, by: -1 })}
          >
            <ArrowUpIcon fontSize="inherit" />
          </IconButton>
          <IconButton
            size="small"
            disableRipple
            className="bm-row-action"
            aria-label={`Move line ${n} down`}
            disabled={index === count - 1}
            onClick={() => dispatch({ type: 'moveLine', key: lineKey, by: 1 })}
          >
            <ArrowDownIcon fontSize="inherit" />
          </IconButton>
          <IconButton size="small" disableRipple className="bm-row-action" aria-label={`Duplicate line ${n}`} onClick={() => dispatch({ type: 'duplicateLine', key: lineKey })}>
            <CopyIcon fontSize="inherit" />
          </IconButton>
          <IconButton size="small" disableRipple className="bm-row-action" aria-label={`Delete line ${n}`} onClick={() => onDelete(lineKey, description, index)}>
            <DeleteIcon fontSize="inherit" />
          </IconButton>
        </>
      )}
    </TableCell>
  );
});
