import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, type Dispatch } from 'react';
import type { LineDraft, PlotDraft } from '../../lib/editor/draft';
import type { FieldMessages } from '../../lib/editor/errors';
import { fromMilli, toMilli } from '@/lib/quote-totals';
import type { Action } from '../../lib/editor/reducer';
import { CellInput } from './CellInput';

type Props = { plots: PlotDraft[]; lines: LineDraft[]; errors: FieldMessages; readOnly: boolean; dispatch: Dispatch<Action> };

const cell = { px: 0.5, verticalAlign: 'top' } as const;

/** A line's plot quantities added up, in thousandths. */
const plotSum = (plots: readonly PlotDraft[], key: string) =>
  plots.reduce((sum, plot) => sum + (toMilli(plot.quantities[key]) ?? 0), 0);

/** The plot breakdown: each plot's number and house type, and how much of each line goes to it. */
export const PlotsEditor = memo(function PlotsEditor({ plots, lines, errors, readOnly, dispatch }: Props) {
  if (plots.length === 0) {
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          No plots. Add plots to say how much of each line goes to each plot.
        </Typography>
        {!readOnly && (
          <Button startIcon={<AddIcon />} onClick={() => dispatch({ type: 'addPlot' })}>
            Add a plot
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table size="small" aria-label="Plots">
          <TableHead>
            <TableRow>
              <TableCell sx={cell}>Plot</TableCell>
              <TableCell sx={cell}>House type</TableCell>
              {lines.map((line, index) => (
                <TableCell key={line.key} sx={{ ...cell, maxWidth: 120 }} align="right">
                  <Tooltip title={line.description}>
                    <span>{`Line ${index + 1}`}</span>
                  </Tooltip>
                </TableCell>
              ))}
              <TableCell sx={cell} />
            </TableRow>
          </TableHead>
          <TableBody>
            {plots.map((plot, row) => {
              const label = plot.plotNumber.trim() || `row ${row + 1}`;
              return (
                <TableRow key={plot.key} aria-label={`Plot ${label}`}>
                  <TableCell sx={cell}>
                    <CellInput
                      label={`Plot number, row ${row + 1}`}
                      value={plot.plotNumber}
                      onChange={(value) => dispatch({ type: 'plot', key: plot.key, field: 'plotNumber', value })}
                      cell={`${plot.key}.plotNumber`}
                      error={errors[`${plot.key}.plotNumber`]}
                      readOnly={readOnly}
                      width={80}
                    />
                  </TableCell>
                  <TableCell sx={cell}>
                    <CellInput
                      label={`House type, plot ${label}`}
                      value={plot.houseType}
                      onChange={(value) => dispatch({ type: 'plot', key: plot.key, field: 'houseType', value })}
                      cell={`${plot.key}.houseType`}
                      readOnly={readOnly}
                      width={130}
                    />
                    {errors[`${plot.key}.quantities`] && <FormHelperText error>{errors[`${plot.key}.quantities`]}</FormHelperText>}
                  </TableCell>
                  {lines.map((line, index) => (
                    <TableCell key={line.key} sx={cell} align="right">
                      <CellInput
                        label={`Line ${index + 1} quantity, plot ${label}`}
                        value={plot.quantities[line.key] ?? ''}
                        onChange={(value) => dispatch({ type: 'plotQuantity', plotKey: plot.key, lineKey: line.key, value })}
                        cell={`${plot.key}.${line.key}`}
                        readOnly={readOnly}
                        align="right"
                        inputMode="decimal"
                        width={72}
                      />
                    </TableCell>
                  ))}
                  <TableCell sx={cell}>
                    {!readOnly && (
                      <IconButton size="small" aria-label={`Remove plot ${label}`} onClick={() => dispatch({ type: 'removePlot', key: plot.key })}>
                        <DeleteIcon fontSize="inherit" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell sx={cell} colSpan={2}>
                Plots total of the line
              </TableCell>
              {lines.map((line, index) => {
                const sum = plotSum(plots, line.key);
                const quantity = toMilli(line.quantity);
                const off = quantity !== null && sum !== quantity;
                return (
                  <TableCell key={line.key} sx={cell} align="right">
                    <Typography
                      variant="body2"
                      aria-label={`Line ${index + 1} plots total`}
                      color={off ? 'warning.main' : 'success.main'}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {`${fromMilli(sum)} of ${quantity === null ? '?' : fromMilli(quantity)}`}
                    </Typography>
                    {!readOnly && off && (
                      <Button size="small" onClick={() => dispatch({ type: 'fillEvenly', lineKey: line.key })} aria-label={`Fill line ${index + 1} evenly`}>
                        Fill evenly
                      </Button>
                    )}
                  </TableCell>
                );
              })}
              <TableCell sx={cell} />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {!readOnly && (
        <Button startIcon={<AddIcon />} onClick={() => dispatch({ type: 'addPlot' })} sx={{ mt: 1.5 }}>
          Add a plot
        </Button>
      )}
    </Box>
  );
});
