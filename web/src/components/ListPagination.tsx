import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES, type ListState } from '@/lib/list-params';

type Props = {
  total: number;
  state: ListState;
  onChange: (changes: Partial<ListState>) => void;
  /** False when the server stopped counting at `total` (a broad search of a huge list): "of 1,000+". */
  exact?: boolean;
  /** True when `total` is the database's estimate of a broad search's matches: "of about 51,000". */
  estimate?: boolean;
};

/** The total as the pager says it: counted ("1,234"), a floor ("1,000+") or an estimate to two figures ("about 51,000"). */
export function totalLabel(count: number, exact = true, estimate = false): string {
  if (estimate) return `about ${Number(count.toPrecision(2)).toLocaleString('en-GB')}`;
  return `${count.toLocaleString('en-GB')}${exact ? '' : '+'}`;
}

/** Server-side pagination: MUI counts pages from 0, the API from 1. */
export function ListPagination({ total, state, onChange, exact = true, estimate = false }: Props) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : state.page - 1}
      rowsPerPage={state.itemsPerPage}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_, page) => onChange({ page: page + 1 })}
      onRowsPerPageChange={(event) => onChange({ itemsPerPage: Number(event.target.value), page: 1 })}
      labelDisplayedRows={({ from, to, count }) =>
        `${from.toLocaleString('en-GB')}–${to.toLocaleString('en-GB')} of ${totalLabel(count, exact, estimate)}`
      }
    />
  );
}
