import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SortableHeader } from '@/components/SortableHeader';
import type { OutboxOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { DeliveryState } from './DeliveryState';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

type Props = {
  mails: OutboxOut[];
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (id: number) => void;
  empty: string;
};

export function OutboxTable({ mails, sort, onSort, onOpen, empty }: Props) {
  const stack = useStackedRows();
  const header = { sort, onSort };
  return (
    <Table ref={stack} aria-label="Sent mail" sx={[{ minWidth: 640 }, stackedOnPhone]}>
      <TableHead>
        <TableRow>
          <SortableHeader field="to" {...header}>To</SortableHeader>
          <SortableHeader field="subject" {...header}>Subject</SortableHeader>
          <SortableHeader field="created_at" {...header}>Sent</SortableHeader>
          <TableCell>Delivery</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {mails.length === 0 && (
          <TableRow>
            <TableCell colSpan={4} align="center" sx={{ py: 6, color: 'text.secondary' }}>
              {empty}
            </TableCell>
          </TableRow>
        )}
        {mails.map((mail) => (
          <TableRow key={mail.id} hover onClick={() => onOpen(mail.id)} sx={{ cursor: 'pointer' }}>
            <TableCell>{mail.to}</TableCell>
            <TableCell>
              <Link
                component="button"
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(mail.id);
                }}
                sx={{ textAlign: 'left', fontWeight: 500 }}
              >
                {mail.subject}
              </Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.created_at)}</TableCell>
            <TableCell>
              <DeliveryState mail={mail} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
