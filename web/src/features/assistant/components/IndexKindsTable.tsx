import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { KindStatusOut } from '@/lib/api/types';
import { kindsLabel } from '../lib/kinds';

const count = (n: number) => n.toLocaleString('en-GB');

/** Per kind of record: how many records there are, how many documents the index holds, how many are stale. */
export function IndexKindsTable({ kinds }: { kinds: KindStatusOut[] }) {
  const total = (key: 'records' | 'documents' | 'stale') => kinds.reduce((sum, row) => sum + row[key], 0);
  return (
    <Table size="small" aria-label="Index by kind of record">
      <TableHead>
        <TableRow>
          <TableCell>Kind of record</TableCell>
          <TableCell align="right">Records</TableCell>
          <TableCell align="right">Documents</TableCell>
          <TableCell align="right">Stale</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {kinds.map((row) => (
          <TableRow key={row.kind}>
            <TableCell component="th" scope="row">
              {kindsLabel(row.kind)}
            </TableCell>
            <TableCell align="right">{count(row.records)}</TableCell>
            <TableCell align="right">{count(row.documents)}</TableCell>
            <TableCell align="right" sx={{ color: row.stale > 0 ? 'error.main' : undefined }}>
              {count(row.stale)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
          <TableCell component="th" scope="row">
            All
          </TableCell>
          <TableCell align="right">{count(total('records'))}</TableCell>
          <TableCell align="right">{count(total('documents'))}</TableCell>
          <TableCell align="right">{count(total('stale'))}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
