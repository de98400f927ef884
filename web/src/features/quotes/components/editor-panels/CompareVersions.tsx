import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingRows } from '@/components/SectionStates';
import type { QuoteLineOut, QuoteOut } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { useQuoteVersion } from '../../api/read-version';
import { formatQuantity } from '../../lib/units';
import { compareLines, type LineChange } from './compare-lines';

const CHANGE_CHIPS: Record<LineChange, { label: string; color: 'success' | 'error' | 'warning' | 'default' } | null> = {
  added: { label: 'Added', color: 'success' },
  removed: { label: 'Removed', color: 'error' },
  changed: { label: 'Changed', color: 'warning' },
  same: null,
};

/** A coloured edge on the rows that differ. */
const ROW_TINT: Record<LineChange, string | undefined> = {
  added: 'success.main',
  removed: 'error.main',
  changed: 'warning.main',
  same: undefined,
};

type Props = { quote: Pick<QuoteOut, 'quote_id' | 'uuid'>; older: number; newer: number };

/** Two versions side by side: every line's quantity, price and total in each, what changed, and the totals. */
export function CompareVersions({ quote, older, newer }: Props) {
  const before = useQuoteVersion(quote, older);
  const after = useQuoteVersion(quote, newer);
  const label = `Compare version ${older} with version ${newer}`;

  if (before.isError || after.isError) {
    return (
      <ErrorState
        error={before.error ?? after.error}
        onRetry={() => {
          void before.refetch();
          void after.refetch();
        }}
      />
    );
  }
  if (!before.data || !after.data) return <LoadingRows label={`Loading versions ${older} and ${newer}`} />;

  const rows = compareLines(before.data.lines, after.data.lines);
  const changes = rows.filter((row) => row.change !== 'same').length;
  return (
    <Stack spacing={2}>
      {changes === 0 && <Alert severity="info">The lines of versions {older} and {newer} are the same.</Alert>}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>Line</TableCell>
              <TableCell colSpan={3} align="center">
                Version {older}
              </TableCell>
              <TableCell colSpan={3} align="center">
                Version {newer}
              </TableCell>
              <TableCell rowSpan={2}>Change</TableCell>
            </TableRow>
            <TableRow>
              {[older, newer].flatMap((version) =>
                ['Quantity', 'Price', 'Total'].map((heading) => (
                  <TableCell key={`${version}-${heading}`} align="right">
                    {heading}
                  </TableCell>
                )),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const line = row.after ?? row.before;
              const chip = CHANGE_CHIPS[row.change];
              return (
                <TableRow key={index}>
                  <TableCell sx={{ borderLeft: 4, borderLeftColor: ROW_TINT[row.change] ?? 'transparent' }}>
                    <Typography variant="body2">
                      {line?.code && <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>{line.code}</Box>}
                      {line?.description}
                    </Typography>
                  </TableCell>
                  <LineCells line={row.before} />
                  <LineCells line={row.after} />
                  <TableCell>
                    {chip && <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />}
                    {row.differences.length > 0 && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {row.differences.join('; ')}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Totals older={before.data} newer={after.data} />
    </Stack>
  );
}

function LineCells({ line }: { line: QuoteLineOut | null }) {
  if (!line) {
    return (
      <TableCell colSpan={3} align="center" sx={{ color: 'text.secondary' }}>
        —
      </TableCell>
    );
  }
  const muted = !line.selected ? { color: 'text.secondary', fontStyle: 'italic' } : undefined;
  return (
    <>
      <TableCell align="right" sx={muted}>
        {formatQuantity(line.quantity)}
      </TableCell>
      <TableCell align="right" sx={muted}>
        {formatMoney(line.sell_price)}
      </TableCell>
      <TableCell align="right" sx={muted}>
        {formatMoney(line.line_total)}
      </TableCell>
    </>
  );
}

const TOTAL_ROWS = [
  ['Subtotal', 'subtotal'],
  ['Delivery', 'shipping'],
  ['VAT', 'vat'],
  ['Total', 'total'],
] as const;

function Totals({ older, newer }: { older: QuoteOut; newer: QuoteOut }) {
  const margin = (quote: QuoteOut) =>
    quote.totals.margin_percent === null ? '—' : `${quote.totals.margin_percent.toFixed(1)} %`;
  return (
    <Table size="small" aria-label="Totals of each version" sx={{ maxWidth: 480, ml: 'auto' }}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">Version {older.version}</TableCell>
          <TableCell align="right">Version {newer.version}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {TOTAL_ROWS.map(([label, field]) => {
          const differs = older.totals[field] !== newer.totals[field];
          return (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{formatMoney(older.totals[field])}</TableCell>
              <TableCell align="right" sx={differs ? { fontWeight: 'bold' } : undefined}>
                {formatMoney(newer.totals[field])}
              </TableCell>
            </TableRow>
          );
        })}
        <TableRow>
          <TableCell component="th" scope="row">
            Margin
          </TableCell>
          <TableCell align="right">{margin(older)}</TableCell>
          <TableCell align="right">{margin(newer)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
