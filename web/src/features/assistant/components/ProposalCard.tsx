import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProposalOut } from '@/lib/api/types';
import { formatLongDate } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useDecideProposal, type Decision } from '../api/decide-proposal';

const RESULT_LINKS: Record<string, string> = { supplier_quote: 'Open the request', quote: 'Open the quote', task: 'Open the task' };

type Props = { proposal: ProposalOut; conversationId: number; onOpenRecord: () => void };

/**
 * An action Brickmate proposes (e.g. start a draft quote): what it will do, line by line, with Confirm and
 * Cancel. Nothing happens before Confirm; Enter on the focused card confirms. Once done it shows the result
 * and the link to what was made.
 */
export function ProposalCard({ proposal, conversationId, onOpenRecord }: Props) {
  const decide = useDecideProposal(conversationId);
  const { payload, status } = proposal;
  const pending = status === 'pending';
  const act = (decision: Decision) => decide.mutate({ decision, proposalId: proposal.proposal_id });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget && pending && !decide.isPending) {
      event.preventDefault();
      act('confirm');
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      tabIndex={pending ? 0 : undefined}
      onKeyDown={onKeyDown}
      aria-label="Proposed action"
      sx={{ p: 1.5, borderRadius: 2, borderColor: pending ? 'primary.main' : undefined }}
    >
      <Typography variant="subtitle2" component="h3">
        {payload.kind === 'request_prices'
          ? `Ask ${payload.suppliers.map((s) => s.name).join(', ')} for prices`
          : payload.kind === 'create_task'
            ? `New task: ${payload.title}`
            : `Start a draft quote for ${payload.party.name}`}
      </Typography>
      {payload.kind === 'request_prices' && payload.customer_quote && (
        <Typography variant="body2">On the lines of quote {payload.customer_quote.number}</Typography>
      )}
      {payload.kind === 'create_task' && (
        <Typography variant="body2">
          {payload.due_date ? `Due ${formatLongDate(payload.due_date)}` : 'No due date'}
          {payload.links.length > 0 && `, linked to ${payload.links.map((link) => link.label).join(', ')}`}
        </Typography>
      )}
      {payload.kind !== 'create_task' && payload.lines.length > 0 && (
        <Box component="ul" aria-label="Lines" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {payload.lines.map((line) => (
            <Typography component="li" variant="body2" key={`${line.product_id}-${line.asked}`}>
              {line.shown} {line.name} <Box component="span" sx={{ color: 'text.secondary' }}>({line.code})</Box>
              {line.discontinued && <Chip size="small" color="warning" label="Discontinued" sx={{ ml: 0.75 }} />}
              {line.note && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {line.note}
                </Typography>
              )}
            </Typography>
          ))}
        </Box>
      )}
      {payload.kind !== 'create_task' && payload.unmatched.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          Not found in the catalogue, left out: {payload.unmatched.join(', ')}
        </Alert>
      )}
      {pending && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" size="small" onClick={() => act('confirm')} disabled={decide.isPending}>
            Confirm
          </Button>
          <Button size="small" onClick={() => act('cancel')} disabled={decide.isPending}>
            Cancel
          </Button>
        </Stack>
      )}
      {decide.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(decide.error)}
        </Alert>
      )}
      {status === 'executed' && proposal.result && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {proposal.result.text}{' '}
          <Link component={RouterLink} to={proposal.result.link} onClick={onOpenRecord} sx={{ fontWeight: 700 }}>
            {RESULT_LINKS[proposal.result.record_kind] ?? 'Open it'}
          </Link>
        </Alert>
      )}
      {status === 'cancelled' && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>Cancelled: nothing was done.</Typography>}
      {status === 'expired' && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>This proposal expired: ask again.</Typography>}
    </Paper>
  );
}
