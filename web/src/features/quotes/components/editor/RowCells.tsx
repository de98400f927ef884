import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import { memo, type Dispatch } from 'react';
import { HEADING } from '../../lib/editor/columns';
import type { Action } from '../../lib/editor/reducer';

/*
 * A line's cells that typing in its inputs does not change, each memoised on its own values: a keystroke in a
 * quantity re-renders the inputs and the total of its line, not these MUI buttons and boxes.
 */

type Common = { n: number; lineKey: string; readOnly: boolean; dispatch: Dispatch<Action> };

export const OptionalCell = memo(function OptionalCell({ n, lineKey, optional, error, readOnly, dispatch }: Common & { optional: boolean; error?: string }) {
  return (
    <td role="cell" className="bm-td bm-td-choice" data-label={HEADING.optional}>
      <Checkbox
        size="small"
        checked={optional}
        onChange={(event) => dispatch({ type: 'line', key: lineKey, field: 'optional', value: event.target.checked })}
        disabled={readOnly}
        slotProps={{ input: { 'aria-label': `Optional, line ${n}` } }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </td>
  );
});

type SelectedProps = Common & { optional: boolean; grouped: boolean; selected: boolean; error?: string };

export const SelectedCell = memo(function SelectedCell({ n, lineKey, optional, grouped, selected, error, readOnly, dispatch }: SelectedProps) {
  const select = (value: boolean) => dispatch({ type: 'line', key: lineKey, field: 'selected', value });
  return (
    <td role="cell" className="bm-td bm-td-choice" data-label={HEADING.selected}>
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
    </td>
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
    <td role="cell" className="bm-td bm-td-actions">
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
    </td>
  );
});
