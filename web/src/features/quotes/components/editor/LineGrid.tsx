import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { ProductPicker } from '@/components/product-picker';
import type { ProductOut } from '@/lib/api/types';
import { emptyLine, lineFromProduct, type LineDraft } from '../../lib/editor/draft';
import type { FieldMessages } from '../../lib/editor/errors';
import { chosenLines } from '@/lib/quote-totals';
import type { Action, LineField } from '../../lib/editor/reducer';
import { LineRow, type RowErrors } from './LineRow';

type Props = {
  lines: LineDraft[];
  errors: FieldMessages;
  readOnly: boolean;
  dispatch: Dispatch<Action>;
  /** Opens the paste-a-list dialog. */
  onPaste: () => void;
};

const HEADINGS = [
  '#',
  'Code',
  'Description',
  'Qty',
  'Unit',
  'Cost',
  'Sell',
  'Margin %',
  'Total',
  'Optional',
  'Group',
  'Selected',
  'Lead (days)',
  '',
];
const NUMERIC = new Set(['Qty', 'Cost', 'Sell', 'Margin %', 'Total', 'Lead (days)']);
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

/**
 * The quote's lines as a grid of inputs. Tab walks the cells; Enter goes to the same cell of the next line, and
 * in the last cell of the last line adds a line. A deleted line can be brought back from the snackbar.
 */
export const LineGrid = memo(function LineGrid({ lines, errors, readOnly, dispatch, onPaste }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const byRow = useMemo(() => rowErrors(errors), [errors]);
  const counted = useMemo(() => new Set(chosenLines(lines).map((line) => line.key)), [lines]);

  useEffect(() => {
    if (!focusNext.current) return;
    grid.current?.querySelector<HTMLInputElement>(`[data-cell="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  }, [lines]);

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
      else if (field === 'leadTime') add(emptyLine(), 'code');
    },
    [add],
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
        <Table size="small" aria-label="Quote lines" sx={{ minWidth: 1150 }}>
          <TableHead>
            <TableRow>
              {HEADINGS.map((heading, index) => (
                <TableCell
                  key={index}
                  sx={{ px: 0.5, whiteSpace: 'nowrap', fontWeight: 600 }}
                  align={NUMERIC.has(heading) ? 'right' : 'left'}
                >
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => (
              <LineRow
                key={line.key}
                line={line}
                index={index}
                count={lines.length}
                counted={counted.has(line.key)}
                errors={byRow.get(line.key) ?? NO_ERRORS}
                readOnly={readOnly}
                dispatch={dispatch}
                onDelete={onDelete}
                onEnter={onEnter}
              />
            ))}
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={HEADINGS.length}>
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    No lines yet. Add products by search, paste a list, or add a free-text line.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!readOnly && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ProductPicker
            label="Add a product"
            placeholder="Code, name or colour"
            onChange={(product: ProductOut) => add(lineFromProduct(product), 'quantity')}
            search={{ activeOnly: true }}
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
      )}
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
