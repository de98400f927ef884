import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getImportJobRows } from '@/components/import-wizard/import-jobs';
import { TableSkeletonRows } from '@/components/TableSkeletonRows';
import { describeErrors, type ImportReportLike, type ReportRow } from '@/lib/import-report';
import { queryKeys } from '@/lib/query-keys';

type Field = { name: string; label: string };
const count = (n: number) => n.toLocaleString('en-GB');

const ACTION: Record<ReportRow['action'], { dry: string; done: string; color: 'success' | 'info' | 'default' | 'error' }> = {
  create: { dry: 'Create', done: 'Created', color: 'success' },
  update: { dry: 'Update', done: 'Updated', color: 'info' },
  unchanged: { dry: 'Unchanged', done: 'Unchanged', color: 'default' },
  reject: { dry: 'Rejected', done: 'Rejected', color: 'error' },
};

/** The counts as tiles: to create (created), to update (updated), unchanged where told apart, rejected. */
export function Tiles({ report }: { report: ImportReportLike }) {
  const dry = report.dry_run;
  const tiles = [
    { value: report.created, label: dry ? 'to create' : 'created', color: 'success.dark' },
    { value: report.updated, label: dry ? 'to update' : 'updated', color: 'info.main' },
    ...(report.unchanged === undefined
      ? []
      : [{ value: report.unchanged, label: 'unchanged', color: 'text.secondary' }]),
    { value: report.rejected, label: 'rejected', color: report.rejected ? 'error.main' : 'text.secondary' },
  ];
  return (
    <Stack direction="row" spacing={1.5} useFlexGap aria-hidden sx={{ flexWrap: 'wrap' }}>
      {tiles.map(({ value, label, color }) => (
        <Box key={label} sx={{ flex: 1, minWidth: 110, p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, color, lineHeight: 1.2 }}>{count(value)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

type Props = {
  report: ImportReportLike;
  /** The import job whose report this is: `report.rows` are only its first rows, the others are read from the job. */
  jobId?: number | null;
  fields: readonly Field[];
  /** The report in one sentence (each import words it its own way). */
  summary: string;
  /** What the key column holds ("Record", "Supplier and code") and what shows when a row has none. */
  keyHeading: string;
  noKey: string;
};

/**
 * The rows of the page shown: from the report when it holds them (a dry run's holds every row; a job's its first
 * ones, in the same order), else read from the job a page at a time; null while they load.
 */
function usePageRows(report: ImportReportLike, jobId: number | null, onlyRejected: boolean, page: number, perPage: number) {
  const held = onlyRejected ? report.rows.filter((row) => row.action === 'reject') : report.rows;
  const count = onlyRejected ? report.rejected : report.total;
  const first = page * perPage;
  const end = Math.min(count, first + perPage);
  const local = jobId === null || end <= held.length;
  const query = { rejectedOnly: onlyRejected, page: page + 1, perPage };
  const read = useQuery({
    queryKey: queryKeys.imports.rows(jobId ?? 0, query),
    queryFn: async ({ signal }) => (await getImportJobRows(jobId ?? 0, query, signal)).items,
    enabled: !local,
    staleTime: Infinity,
  });
  const retry = () => void read.refetch();
  if (local) return { count, rows: held.slice(first, end), failed: false, retry };
  return { count, rows: read.data ?? null, failed: read.isError, retry };
}

/** Counts, then each row's outcome with a rejected row's messages; only the rejected rows at first. */
export function ImportReportView({ report, jobId = null, fields, summary, keyHeading, noKey }: Props) {
  const [onlyRejected, setOnlyRejected] = useState(report.rejected > 0);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const { count: shownCount, rows: pageRows, failed, retry } = usePageRows(report, jobId, onlyRejected, page, perPage);
  const dry = report.dry_run;

  return (
    <Stack spacing={2}>
      <Typography role="status">{summary}</Typography>
      <Tiles report={report} />
      <FormControlLabel
        label="Only rejected rows"
        disabled={report.rejected === 0}
        control={
          <Switch
            checked={onlyRejected}
            onChange={(_, checked) => {
              setOnlyRejected(checked);
              setPage(0);
            }}
          />
        }
      />
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        <Table size="small" aria-label="Import report">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 72 }}>Row</TableCell>
              <TableCell>{keyHeading}</TableCell>
              <TableCell sx={{ width: 120 }}>Outcome</TableCell>
              <TableCell>Problems</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shownCount === 0 && (
              <TableRow>
                <TableCell colSpan={4} sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
                  {report.total === 0 ? 'The file has no rows to import.' : 'No rows were rejected.'}
                </TableCell>
              </TableRow>
            )}
            {failed && (
              <TableRow>
                <TableCell colSpan={4} role="alert" sx={{ color: 'error.main', textAlign: 'center', py: 3 }}>
                  These rows could not be loaded.{' '}
                  <Button size="small" onClick={retry}>
                    Try again
                  </Button>
                </TableCell>
              </TableRow>
            )}
            {!failed && pageRows === null && <TableSkeletonRows columns={4} rows={Math.min(perPage, 10)} label="Loading rows" />}
            {(pageRows ?? []).map((row) => {
              const action = ACTION[row.action];
              return (
                <TableRow key={row.row}>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.row}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{row.key || <em>{noKey}</em>}</TableCell>
                  <TableCell>
                    <Chip size="small" color={action.color} variant="outlined" label={dry ? action.dry : action.done} />
                  </TableCell>
                  <TableCell>
                    {row.errors.length > 0 && (
                      <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.dark' }}>
                        {describeErrors(row, fields).map((message, index) => (
                          <li key={index}>{message}</li>
                        ))}
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={shownCount}
          page={shownCount === 0 ? 0 : Math.min(page, Math.ceil(shownCount / perPage) - 1)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage="Rows per page:"
        />
      </Box>
    </Stack>
  );
}
