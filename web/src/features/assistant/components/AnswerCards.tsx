import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AnswerCardOut } from '@/lib/api/types';
import { kindLabel } from '../lib/kinds';

type Props = { cards: AnswerCardOut[]; onOpenRecord: () => void };

/** The records an answer rests on, with their key values; each title opens the record's screen. */
export function AnswerCards({ cards, onOpenRecord }: Props) {
  return (
    <Stack spacing={1} component="ul" aria-label="Records" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cards.map((card) => (
        <Paper
          key={`${card.kind}-${card.record_id}`}
          component="li"
          variant="outlined"
          sx={{ p: 1.5, borderRadius: 2 }}
          aria-label={card.title}
        >
          <Typography variant="caption" color="text.secondary" component="div">
            {kindLabel(card.kind)}
          </Typography>
          <Link component={RouterLink} to={card.link} onClick={onOpenRecord} sx={{ fontWeight: 700 }}>
            {card.title}
          </Link>
          {card.facts.length > 0 && (
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.75 }}
            >
              {card.facts.map((fact) => (
                <Box key={fact.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {fact.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {fact.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
