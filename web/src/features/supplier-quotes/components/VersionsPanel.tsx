import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Section } from '@/components/Section';
import { ErrorState, LoadingRows } from '@/components/SectionStates';
import { formatMoney } from '@/lib/money';
import { useSupplierQuoteHistory } from '../api/get-history';
import { useSupplierQuote } from '../api/get-supplier-quote';
import type { SupplierHistoryItem } from '../api/types';
import { changedCount, compareLines, type ComparedLine, type Side } from '../lib/compare';

const pounds = (value: string | null) => (value === null ? '—' : formatMoney(value));

/** One figure of a compared line: the earlier value struck through beside the later one when they differ. */
function Change({ changed, before, after, label }: { changed: boolean; before: ReactNode; after: ReactNode; label: string }) {
  if (!changed) return <TableCell>{after}</TableCell>;
  return (
    <TableCell aria-label={`${label} changed`} sx={{ bgcolor: 'warning.light', fontWeight: 600 }}>
      <Box component="s" sx={{ color: 'text.secondary', fontWeight: 400, mr: 1 }}>
        {before}
      </Box>
      {after}
    </TableCell>
  );
}

const cells = (side: Side) => [side.quantity, side.cannotQuote ? 'Can’t quote' : pounds(side.price), side.lead || '—'];

function CompareRow({ row }: { row: ComparedLine }) {
  if (!row.before || !row.after) {
    const side = (row.after ?? row.before) as Side;
    const added = row.after !== null;
    return (
      <TableRow sx={{ bgcolor: added ? 'success.light' : 'error.light' }}>
        <TableCell>
          {row.description} <Typography component="span" variant="caption">({added ? 'added' : 'removed'})</Typography>
        </TableCell>
        {cells(side).map((value, index) => (
          <TableCell key={index} sx={added ? undefined : { textDecoration: 'line-through' }}>
            {value}
          </TableCell>
        ))}
      </TableRow>
    );
  }
  const [qa, pa, la] = cells(row.before);
  const [qb, pb, lb] = cells(row.after);
  return (
    <TableRow>
      <TableCell>{row.description}</TableCell>
      <Change label="Quantity" changed={row.changed.quantity} before={qa} after={qb} />
      <Change label="Price" changed={row.changed.price || row.changed.cannotQuote} before={pa} after={pb} />
      <Change label="Lead time" changed={row.changed.lead} before={la} after={lb} />
    </TableRow>
  );
}

function Comparison({ quoteId, from, to }: { quoteId: number; from: number; to: number }) {
  const a = useSupplierQuote(quoteId, from);
  const b = useSupplierQuote(quoteId, to);
  if (a.isError || b.isError) return <ErrorState error={a.error ?? b.error} onRetry={() => void Promise.all([a.refetch(), b.refetch()])} />;
  if (!a.data || !b.data) return <LoadingRows label="Loading the versions" />;
  const rows = compareLines(a.data.lines, b.data.lines);
  const count = changedCount(rows);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" aria-live="polite">
        {count === 0 ? 'No line changed' : `${count} line${count === 1 ? '' : 's'} changed`} · total {formatMoney(a.data.totals.total)} → {formatMoney(b.data.totals.total)}
      </Typography>
      <Table size="small" aria-label={`Changes from version ${from} to version ${to}`}>
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Quantity</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Lead time</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <CompareRow key={row.key} row={row} />
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

const VERSION_STATUS_LABELS: Record<SupplierHistoryItem['status'], string> = { draft: 'Draft', sent: 'Sent', answered: 'Answered' };

/** Every version (open an earlier one read-only), and two of them compared line by line. */
export function VersionsPanel({ quoteId, shown }: { quoteId: number; shown: number }) {
  const history = useSupplierQuoteHistory(quoteId);
  const versions = history.data?.map((item) => item.version) ?? [];
  const newest = versions[0] ?? shown;
  const [picked, setPicked] = useState<{ from: number | null; to: number | null }>({ from: null, to: null });
  const to = picked.to ?? newest;
  const from = picked.from ?? versions.find((v) => v < to) ?? to;
  const pick = (label: string, value: number, onChange: (v: number) => void) => (
    <TextField select fullWidth={false} size="small" label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 130 }}>
      {versions.map((v) => (
        <MenuItem key={v} value={v}>
          Version {v}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Section title="Versions">
      {history.isError && <ErrorState error={history.error} onRetry={() => void history.refetch()} />}
      <Table size="small" aria-label="Versions">
        <TableBody>
          {history.data?.map((item) => (
            <TableRow key={item.version} selected={item.version === shown}>
              <TableCell>
                <Link component={RouterLink} to={`?version=${item.version}`}>
                  v{item.version}
                </Link>
              </TableCell>
              <TableCell>{VERSION_STATUS_LABELS[item.status]}</TableCell>
              <TableCell>{item.submitted_by || item.created_by?.name || '—'}</TableCell>
              <TableCell>{formatMoney(item.total)}</TableCell>
              <TableCell>{item.changes.length > 0 ? item.changes.join('; ') : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {versions.length > 1 && (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <Typography variant="subtitle2">Compare two versions</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {pick('From', from, (v) => setPicked({ from: v, to }))}
            {pick('To', to, (v) => setPicked({ from, to: v }))}
          </Stack>
          {from === to ? <Alert severity="info">Pick two different versions.</Alert> : <Comparison quoteId={quoteId} from={from} to={to} />}
        </Stack>
      )}
    </Section>
  );
}
