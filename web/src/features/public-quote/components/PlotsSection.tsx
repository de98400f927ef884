import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicQuoteOut } from '@/lib/api/types';
import { quantityLabel } from '../lib/format';

type Props = Pick<PublicQuoteOut, 'plots' | 'lines'>;

/** How the quantities split between the site's plots, one small block per plot. */
export function PlotsSection({ plots, lines }: Props) {
  const byId = new Map(lines.map((line) => [line.line_id, line]));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' } }}>
      {plots.map((plot) => (
        <Box key={plot.plot_id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 3 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Plot {plot.plot_number}
            {plot.house_type && (
              <Typography component="span" color="text.secondary">
                {' · '}
                {plot.house_type}
              </Typography>
            )}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {plot.quantities.map(({ line_id, quantity }) => {
              const line = byId.get(line_id);
              if (!line) return null;
              return (
                <Box key={line_id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography component="dt" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {line.description}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'nowrap' }}>
                    {quantityLabel(quantity, line.unit)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
