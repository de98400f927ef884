import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicLineOut } from '@/lib/api/types';
import { lineBlocks } from '../lib/blocks';
import { quantityLabel, unitPriceLabel } from '../lib/format';
import { LineChoice, type SelectLine } from './LineChoice';
import { LineDescription, LineTotal } from './LineDetails';

type Props = { lines: PublicLineOut[]; canRespond: boolean; onSelect: SelectLine };

function LineCard({ line, canRespond, onSelect }: { line: PublicLineOut } & Omit<Props, 'lines'>) {
  return (
    <Paper
      elevation={0}
      sx={{
        p: 1.5,
        border: 1,
        borderColor: line.selected && (line.optional || line.alternative_group) ? 'primary.main' : 'divider',
        bgcolor: line.selected ? 'background.paper' : 'action.hover',
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
      }}
    >
      {(line.optional || line.alternative_group) && (
        <Box sx={{ m: -1, mr: 0 }}>
          <LineChoice line={line} disabled={!canRespond} onSelect={onSelect} />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LineDescription line={line} canRespond={canRespond} />
        <Box sx={{ mt: 1, display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {quantityLabel(line.quantity, line.unit)} × {unitPriceLabel(line)}
          </Typography>
          <Box sx={{ textAlign: 'right' }}>
            <LineTotal line={line} />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

/** The lines on a phone: stacked cards, each alternative group in a framed "Choose one" block. */
export function LineCards({ lines, canRespond, onSelect }: Props) {
  return (
    <Stack component="ul" aria-label="Quote lines" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {lineBlocks(lines).map((block) =>
        block.kind === 'line' ? (
          <li key={block.line.line_id}>
            <LineCard line={block.line} canRespond={canRespond} onSelect={onSelect} />
          </li>
        ) : (
          <li key={`group-${block.group}`}>
            <Stack role="radiogroup" aria-label="Choose one" spacing={1} sx={{ p: 1.5, borderRadius: 4, bgcolor: 'brand.accentLight' }}>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>Choose one</Typography>
                <Typography variant="body2" color="text.secondary">
                  Only the option you pick is included in the total.
                </Typography>
              </Box>
              {block.lines.map((line) => (
                <LineCard key={line.line_id} line={line} canRespond={canRespond} onSelect={onSelect} />
              ))}
            </Stack>
          </li>
        ),
      )}
    </Stack>
  );
}
