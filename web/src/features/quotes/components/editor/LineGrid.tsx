import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import ColumnsIcon from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type Dispatch } from 'react';
import { ProductPicker } from '@/components/product-picker';
import type { ProductOut } from '@/lib/api/types';
import { emptyLine, lineFromProduct, type LineDraft } from '../../lib/editor/draft';
import type { FieldMessages } from '../../lib/editor/errors';
import type { Action, LineField } from '../../lib/editor/reducer';
import {
  gridLayout,
  HIDEABLE,
  lastField,
  linesUse,
  readChosen,
  saveChosen,
  shownColumns,
  visibleColumns,
  type Chosen,
  type Shown,
} from '../../lib/editor/columns';
import { useEditorSelector, useLineKeys, type EditorStore } from '../../lib/editor/store';
import { LineRow, type RowErrors } from './LineRow';
import './line-grid.css';

type Props = {
  /** The editor's store: the grid follows its lines' keys, each row its own line. */
  store: EditorStore;
  errors: FieldMessages;
  readOnly: boolean;
  dispatch: Dispatch<Action>;
  /** Opens the paste-a-list dialog. */
  onPaste: () => void;
};

const NO_ERRORS: RowErrors = {};

/** Each row's messages by field, from the editor's messages named `<line key>.<field>`. */
function rowErrors(errors: FieldMessages): Map<string, RowErrors> {
  const rows = new Map<string, RowErrors>();
  for (const [name, message] of Object.entries(errors)) {
    const dot = name.lastIndexOf('.');
    if (!name.startsWith('l-') || dot < 0) continue;
    const key = name.slice(0, dot);
    rows.set(key, { ...rows.get(key), [name.slice(dot + 1)]: message });
  }
  return rows;
}

const ACTIVE_ONLY = { activeOnly: true };

/** What the lines use (alternative groups, optional lines), worked out once per lines array. */
const usesKept = new WeakMap<readonly LineDraft[], number>();
function usesOf(lines: readonly LineDraft[]): number {
  let uses = usesKept.get(lines);
  if (uses === undefined) {
    uses = linesUse(lines);
    usesKept.set(lines, uses);
  }
  return uses;
}

type MenuProps = { chosen: Chosen; shown: Shown; onChoose: (chosen: Chosen) => void };

/**
 * The grid's column menu (in the actions column's heading): show or hide the alternative group and the lead time. A
 * column in use on a line stays shown, and says so.
 */
function ColumnMenu({ chosen, shown, onChoose }: MenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label="Columns"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ColumnsIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': 'Columns' } }}>
        {HIDEABLE.map(({ key, label }) => {
          const forced = shown[key] && !chosen[key];
          return (
            <MenuItem
              key={key}
              role="menuitemcheckbox"
              aria-checked={shown[key]}
              disabled={forced}
              onClick={() => onChoose({ ...chosen, [key]: !chosen[key] })}
            >
              <ListItemIcon>{shown[key] && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={label} secondary={forced ? 'In use on a line' : undefined} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** Add a product, a free-text line or a pasted list: props that stay the same while lines are typed. */
const AddLines = memo(function AddLines({ add, onPaste }: { add: (line: LineDraft, field: LineField) => void; onPaste: () => void }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <ProductPicker
        label="Add a product"
        placeholder="Code, name or colour"
        onChange={(product: ProductOut) => add(lineFromProduct(product), 'quantity')}
        search={ACTIVE_ONLY}
        minLength={2}
        showCost
        sx={{ flex: 1, minWidth: 260, maxWidth: 520 }}
      />
      <Button startIcon={<AddIcon />} onClick={() => add(emptyLine(), 'code')}>
        Free-text line
      </Button>
      <Button variant="outlined" onClick={onPaste}>
        Paste list
      </Button>
    </Stack>
  );
});

/**
 * The quote's lines as a grid of inputs. Tab walks the cells; Enter goes to the same cell of the next line, and
 * in the last cell of the last line adds a line. A deleted line can be brought back from the snackbar. The grid
 * re-renders when lines are added, removed or moved; typing in a line re-renders that line's row alone.
 */
export const LineGrid = memo(function LineGrid({ store, errors, readOnly, dispatch, onPaste }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const byRow = useMemo(() => rowErrors(errors), [errors]);
  const keys = useLineKeys(store);
  const [chosen, setChosen] = useState<Chosen>(readChosen);
  const uses = useEditorSelector(store, (state) => usesOf(state.draft.lines));
  const errorFields = useMemo(() => new Set([...byRow.values()].flatMap((row) => Object.keys(row))), [byRow]);
  const { group, selected, leadTime } = shownColumns(chosen, uses, errorFields);
  // One object per set of columns shown: the rows re-render when it changes, not on every grid render.
  const shown = useMemo<Shown>(() => ({ group, selected, leadTime }), [group, selected, leadTime]);
  const columns = visibleColumns(shown);
  const layout = gridLayout(columns);
  const last = lastField(shown);
  const choose = (next: Chosen) => {
    setChosen(next);
    saveChosen(next);
  };

  useEffect(() => {
    if (!focusNext.current) return;
    grid.current?.querySelector<HTMLInputElement>(`[data-cell="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  }, [keys]);

  const add = useCallback(
    (line: LineDraft, field: LineField) => {
      focusNext.current = `${line.key}.${field}`;
      dispatch({ type: 'addLines', lines: [line] });
    },
    [dispatch],
  );

  const onEnter = useCallback(
    (key: string, field: LineField) => {
      // The column's cells in the order shown (read from the page, so rows need not re-render as lines change).
      const column = [...(grid.current?.querySelectorAll<HTMLInputElement>(`[data-cell$=".${field}"]`) ?? [])];
      const index = column.findIndex((input) => input.dataset.cell === `${key}.${field}`);
      const next = column[index + 1];
      if (next) next.focus();
      else if (field === last) add(emptyLine(), 'code');
    },
    [add, last],
  );

  const onDelete = useCallback(
    (key: string, description: string, index: number) => {
      dispatch({ type: 'removeLine', key });
      setDeleted(`Line ${index + 1}${description.trim() ? ` (${description.trim()})` : ''} was deleted.`);
    },
    [dispatch],
  );

  const undo = () => {
    dispatch({ type: 'undoRemove' });
    setDeleted(null);
  };

  return (
    <Box ref={grid}>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        {/* A table by its elements and roles, laid out as rows of one fixed grid (line-grid.css). */}
        <table
          className="bm-lines"
          role="table"
          aria-label="Quote lines"
          style={{ '--bm-columns': layout.template, minWidth: layout.minWidth } as CSSProperties}
        >
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.key} role="columnheader" className={column.numeric || column.key === 'actions' ? 'bm-th bm-th-number' : 'bm-th'}>
                  {column.key === 'actions' ? <ColumnMenu chosen={chosen} shown={shown} onChoose={choose} /> : column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {keys.map((key, index) => (
              <LineRow
                key={key}
                lineKey={key}
                store={store}
                index={index}
                count={keys.length}
                errors={byRow.get(key) ?? NO_ERRORS}
                readOnly={readOnly}
                shown={shown}
                dispatch={dispatch}
                onDelete={onDelete}
                onEnter={onEnter}
              />
            ))}
            {keys.length === 0 && (
              <tr role="row">
                <td role="cell" className="bm-td bm-empty" colSpan={columns.length}>
                  No lines yet. Add products by search, paste a list, or add a free-text line.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableContainer>
      {!readOnly && <AddLines add={add} onPaste={onPaste} />}
      <Snackbar
        open={deleted !== null}
        message={deleted}
        autoHideDuration={8000}
        onClose={(_, reason) => reason !== 'clickaway' && setDeleted(null)}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </Box>
  );
});
