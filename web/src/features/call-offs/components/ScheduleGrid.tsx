import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { quantityLabel } from '@/lib/units';
import type { CellBalance, LineBalance, PlotBalance, ScheduleOut } from '../api/types';
import { productPath } from '../lib/links';
import { PHONE_ONLY } from '@/lib/responsive';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

type Balance = { ordered: string; called_off: string; delivered: string; remaining: string };

/** A compact cell's figures, those left out (at zero) filled in. */
export const cellBalance = (cell: CellBalance): Balance => ({
  ordered: cell.ordered ?? '0',
  called_off: cell.called_off ?? '0',
  delivered: cell.delivered ?? '0',
  remaining: cell.remaining ?? '0',
});

const cellSx = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', verticalAlign: 'top' } as const;

/** Remaining in bold, then ordered, called off and delivered under it. */
function Figures({ balance, unit, label }: { balance: Balance; unit: string; label: string }) {
  const remaining = Number(balance.remaining);
  return (
    <Tooltip
      title={`Ordered ${quantityLabel(balance.ordered, unit)} · called off ${quantityLabel(balance.called_off, unit)} · delivered ${quantityLabel(balance.delivered, unit)}`}
    >
      <Box aria-label={`${label}: ${quantityLabel(balance.remaining, unit)} remaining`}>
        <Typography component="div" sx={{ fontWeight: 700, color: remaining < 0 ? 'error.main' : remaining === 0 ? 'text.secondary' : 'text.primary' }}>
          {quantityLabel(balance.remaining, unit)}
        </Typography>
        <Typography component="div" variant="caption" sx={{ color: 'text.secondary' }}>
          {Number(balance.called_off).toLocaleString('en-GB')} / {Number(balance.ordered).toLocaleString('en-GB')} called ·{' '}
          {Number(balance.delivered).toLocaleString('en-GB')} in
        </Typography>
      </Box>
    </Tooltip>
  );
}

/** A line's code (or description): a catalogue product opens its own screen (stock, prices, suppliers); a free-text
 * line has none. */
function LineName({ line }: { line: LineBalance }) {
  return line.product_id !== null ? (
    <Link component={RouterLink} to={productPath(line.product_id)}>
      {line.code || line.description}
    </Link>
  ) : (
    <>{line.code || line.description}</>
  );
}

const hasRemaining = (plot: PlotBalance) => plot.cells.some((cell) => Number(cell.remaining ?? 0) > 0);

type Props = {
  schedule: ScheduleOut;
  selected: ReadonlySet<number>;
  onSelect: (plotIds: number[], on: boolean) => void;
  readOnly?: boolean;
};

/** Plots × products: what is left to call off of each, with ordered, called off and delivered; tick plots to call off. */
export function ScheduleGrid({ schedule, selected, onSelect, readOnly = false }: Props) {
  const stack = useStackedRows();
  const lines: LineBalance[] = schedule.lines;
  const open = schedule.plots.filter(hasRemaining);
  const allSelected = open.length > 0 && open.every((plot) => selected.has(plot.plot_id));
  const selectAll = (
    <Checkbox
      size="small"
      checked={allSelected}
      indeterminate={!allSelected && open.some((plot) => selected.has(plot.plot_id))}
      disabled={open.length === 0}
      onChange={(event) => onSelect(open.map((plot) => plot.plot_id), event.target.checked)}
      slotProps={{ input: { 'aria-label': 'Select every plot with a balance' } }}
    />
  );
  return (
    <>
      {/* The cells' figures said what they were only in a hover tooltip: the key is written out. */}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        In each cell: <strong>left to call off</strong>; under it, called off / ordered · delivered (in).
      </Typography>
      {/* A phone reads the plots as cards with the header hidden: the products (each code opening its product) are
          listed above them instead. */}
      <Box component="ul" aria-label="Products on the order" sx={{ ...PHONE_ONLY, listStyle: 'none', m: 0, mb: 1, p: 0 }}>
        {lines.map((line) => (
          <Typography component="li" variant="body2" key={line.line_id} sx={{ py: 0.25 }}>
            <LineName line={line} />
            {line.code && ` · ${line.description}`}
          </Typography>
        ))}
      </Box>
      {!readOnly && (
        <Box sx={PHONE_ONLY}>
          <FormControlLabel control={selectAll} label="Every plot with a balance" />
        </Box>
      )}
      <TableContainer sx={{ maxHeight: 640 }}>
        <Table ref={stack} size="small" stickyHeader aria-label="Plots and products" sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              {!readOnly && (
                <TableCell padding="checkbox">{selectAll}</TableCell>
              )}
              <TableCell>Plot</TableCell>
              <TableCell>House type</TableCell>
              <TableCell>Phase</TableCell>
              {lines.map((line) => (
                <TableCell key={line.line_id} sx={{ ...cellSx, minWidth: 140 }} title={line.description}>
                  <LineName line={line} />
                  {line.code && (
                    <Typography variant="caption" component="div" sx={{ color: 'text.secondary', whiteSpace: 'normal' }}>
                      {line.description}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {schedule.plots.map((plot) => {
              const selectable = hasRemaining(plot);
              return (
                <TableRow key={plot.plot_id} hover selected={selected.has(plot.plot_id)}>
                  {!readOnly && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={selected.has(plot.plot_id)}
                        disabled={!selectable}
                        onChange={(event) => onSelect([plot.plot_id], event.target.checked)}
                        slotProps={{ input: { 'aria-label': `Plot ${plot.plot_number}` } }}
                      />
                    </TableCell>
                  )}
                  <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{plot.plot_number}</TableCell>
                  <TableCell>{plot.house_type || '—'}</TableCell>
                  <TableCell>{plot.phase || '—'}</TableCell>
                  {lines.map((line, index) => {
                    // A plot's cells go in the order of the lines.
                    const cell = plot.cells[index];
                    return (
                      <TableCell key={line.line_id} sx={cellSx}>
                        {cell ? <Figures balance={cellBalance(cell)} unit={line.unit} label={`Plot ${plot.plot_number} ${line.description}`} /> : '—'}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              {!readOnly && <TableCell />}
              <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                Whole order
              </TableCell>
              {lines.map((line) => (
                <TableCell key={line.line_id} sx={cellSx}>
                  <Figures balance={line} unit={line.unit} label={`Whole order ${line.description}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </>
  );
}
