import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PublicLineOut } from '@/lib/api/types';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { lineBlocks } from '../lib/blocks';
import { quantityLabel, unitPriceLabel } from '../lib/format';
import { LineChoice, type SelectLine } from './LineChoice';
import { LineDescription, LineTotal } from './LineDetails';

type Props = { lines: PublicLineOut[]; canRespond: boolean; onSelect: SelectLine };

function LineRow({ line, canRespond, onSelect }: { line: PublicLineOut } & Omit<Props, 'lines'>) {
  return (
    <TableRow sx={{ bgcolor: line.selected ? undefined : 'action.hover' }}>
      <TableCell padding="checkbox">
        <LineChoice line={line} disabled={!canRespond} onSelect={onSelect} />
      </TableCell>
      <TableCell>
        <LineDescription line={line} canRespond={canRespond} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {quantityLabel(line.quantity, line.unit)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {unitPriceLabel(line)}
      </TableCell>
      <TableCell align="right">
        <LineTotal line={line} />
      </TableCell>
    </TableRow>
  );
}

/** The lines on a wide screen: one row each, alternatives under a "Choose one" heading. */
export function LinesTable({ lines, canRespond, onSelect }: Props) {
  return (
    <Table aria-label="Quote lines" sx={{ '& td, & th': { borderColor: 'divider' } }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Include
            </Box>
          </TableCell>
          <TableCell>Item</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Unit price</TableCell>
          <TableCell align="right">Total</TableCell>
        </TableRow>
      </TableHead>
      {lineBlocks(lines).map((block) =>
        block.kind === 'line' ? (
          <TableBody key={block.line.line_id}>
            <LineRow line={block.line} canRespond={canRespond} onSelect={onSelect} />
          </TableBody>
        ) : (
          <TableBody key={`group-${block.group}`}>
            <TableRow>
              <TableCell colSpan={5} sx={{ bgcolor: 'brand.accentLight', py: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>Choose one</Typography>
                <Typography variant="body2" color="text.secondary">
                  Only the option you pick is included in the total.
                </Typography>
              </TableCell>
            </TableRow>
            {block.lines.map((line) => (
              <LineRow key={line.line_id} line={line} canRespond={canRespond} onSelect={onSelect} />
            ))}
          </TableBody>
        ),
      )}
    </Table>
  );
}
