import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES, type ListState } from '@/lib/list-params';

type Props = {
  total: number;
  state: ListState;
  onChange: (changes: Partial<ListState>) => void;
  /** False when the server stopped counting at `total` (a broad search of a huge list): "of 1,000+". */
  exact?: boolean;
};

/** Server-side pagination: MUI counts pages from 0, the API from 1. */
export function ListPagination({ total, state, onChange, exact = true }: Props) {
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
        `${from.toLocaleString('en-GB')}–${to.toLocaleString('en-GB')} of ${count.toLocaleString('en-GB')}${exact ? '' : '+'}`
      }
    />
  );
}
