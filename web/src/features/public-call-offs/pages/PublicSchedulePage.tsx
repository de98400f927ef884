import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { LinkProblem } from '@/components/LinkProblem';
import { PageLoader } from '@/components/PageLoader';
import { formatDateTime, formatWeekDay } from '@/lib/format';
import { errorMessage, isApiError } from '@/lib/http';
import { quantityLabel } from '@/lib/units';
import { useDocumentTitle } from '@/lib/use-document-title';
import { proofUrl, usePublicSchedule, type PublicCallOff, type PublicSchedule } from '../api/schedule';
import { ActionDialog, type Kind } from '../components/ActionDialog';

const WINDOWS: Record<string, string> = { am: 'AM', pm: 'PM', any: 'any time' };
const OFFLOAD: Record<string, string> = { crane: 'Crane', moffett: 'Moffett', tail_lift: 'Tail-lift', kerbside: 'Kerbside' };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} elevation={0} sx={{ p: { xs: 1.5, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Balances({ schedule }: { schedule: PublicSchedule }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Products">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Ordered</TableCell>
            <TableCell align="right">Called off</TableCell>
            <TableCell align="right">Delivered</TableCell>
            <TableCell align="right">Still to call off</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {schedule.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>
                {line.code ? `${line.code} · ` : ''}
                {line.description}
              </TableCell>
              <TableCell align="right">{quantityLabel(line.ordered, line.unit)}</TableCell>
              <TableCell align="right">{quantityLabel(line.called_off, line.unit)}</TableCell>
              <TableCell align="right">{quantityLabel(line.delivered, line.unit)}</TableCell>
              <TableCell align="right">{quantityLabel(line.remaining, line.unit)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Plots({ schedule }: { schedule: PublicSchedule }) {
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label="Plots">
        <TableHead>
          <TableRow>
            <TableCell>Plot</TableCell>
            <TableCell>House type</TableCell>
            <TableCell>Phase</TableCell>
            <TableCell align="right">Called off</TableCell>
            <TableCell align="right">Delivered</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {schedule.plots.map((plot) => {
            const ordered = Number(plot.ordered);
            const share = (value: string) => (ordered > 0 ? `${Math.round((Number(value) / ordered) * 100)}%` : '—');
            return (
              <TableRow key={plot.plot_number}>
                <TableCell>{plot.plot_number}</TableCell>
                <TableCell>{plot.house_type || '—'}</TableCell>
                <TableCell>{plot.phase || '—'}</TableCell>
                <TableCell align="right">{share(plot.called_off)}</TableCell>
                <TableCell align="right">{share(plot.delivered)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CallOff({ callOff, token }: { callOff: PublicCallOff; token: string }) {
  const date = callOff.confirmed_date ?? callOff.booked_date ?? callOff.requested_date;
  const state = callOff.confirmed_date ? 'confirmed' : callOff.booked_date ? 'booked, awaiting confirmation' : 'requested';
  return (
    <Box component="li" aria-label={callOff.number} sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{callOff.number}</Typography>
        <Chip size="small" label={callOff.status_label} />
        <Typography>
          {formatWeekDay(date)} · {WINDOWS[callOff.window] ?? callOff.window} ({state})
        </Typography>
      </Stack>
      {callOff.proposed_date && (
        <Typography variant="body2" color="warning.main">
          Proposed instead: {formatWeekDay(callOff.proposed_date)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {[
          [callOff.site_address, callOff.site_postcode].filter(Boolean).join(', '),
          callOff.site_contact_name && `site contact ${[callOff.site_contact_name, callOff.site_contact_phone].filter(Boolean).join(' ')}`,
          callOff.offload_method && `${OFFLOAD[callOff.offload_method]} offload`,
          `${callOff.vehicle === 'artic' ? 'Artic' : 'Rigid'}, ${callOff.load_type} load`,
          callOff.pallets !== null && `${callOff.pallets} pallets`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {callOff.access_notes && <Typography variant="body2">Access: {callOff.access_notes}</Typography>}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {callOff.items.map((item, index) => (
          <li key={index}>
            <Typography variant="body2">
              {item.plot_number ? `Plot ${item.plot_number}: ` : ''}
              {quantityLabel(item.quantity, item.unit)} {item.description}
              {Number(item.delivered_quantity) > 0 ? ` (delivered ${quantityLabel(item.delivered_quantity, item.unit)})` : ''}
            </Typography>
          </li>
        ))}
      </Box>
      {callOff.delivered_at && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Delivered {formatDateTime(callOff.delivered_at)}
          {callOff.received_by ? `, received by ${callOff.received_by}` : ''}
        </Typography>
      )}
      {callOff.proofs.length > 0 && (
        <Typography variant="body2">
          Proof of delivery:{' '}
          {callOff.proofs.map((proof, index) => (
            <span key={proof.file_id}>
              {index > 0 && ', '}
              <Link href={proofUrl(token, proof.file_id)} target="_blank" rel="noopener">
                {proof.name}
              </Link>
            </span>
          ))}
        </Typography>
      )}
    </Box>
  );
}

function ScheduleView({ schedule, onPage }: { schedule: PublicSchedule; onPage: (page: number) => void }) {
  const [dialog, setDialog] = useState<Kind | null>(null);
  const [name, setName] = useState('');
  const site = schedule.audience === 'site';
  const token = String(schedule.token);
  useDocumentTitle(`${site ? 'Delivery schedule' : 'Call-off'} ${schedule.order_number} · ${schedule.company_name}`, { app: false });
  const { actions } = schedule;
  const any = actions.can_confirm || actions.can_propose || actions.can_dispatch || actions.can_deliver;
  const pages = Math.ceil(schedule.call_offs_total / schedule.items_per_page);
  return (
    <Box component="main" sx={{ flex: 1 }}>
      <Container maxWidth="md" sx={{ py: { xs: 1.5, sm: 3 }, px: { xs: 1, sm: 3 } }}>
        <Stack spacing={2}>
          <Paper component="header" elevation={0} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
            <Typography variant="overline" color="text.secondary">
              {site ? 'Delivery schedule' : 'Delivery'} from {schedule.company_name}
              {schedule.company_phone ? ` · ${schedule.company_phone}` : ''}
            </Typography>
            <Typography variant="h1" sx={{ mb: 0.5 }}>
              {site ? `Order ${schedule.order_number}` : (schedule.call_offs[0]?.number ?? schedule.order_number)}
            </Typography>
            <Typography color="text.secondary">
              {[schedule.customer_name, schedule.project_name, !site && `order ${schedule.order_number}`].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              This link works until {formatDateTime(schedule.expires_at)}.
            </Typography>
          </Paper>
          {!site && actions.closed_reason && !any && <Alert severity="info">{actions.closed_reason}</Alert>}
          {!site && any && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {actions.can_confirm && (
                <Button variant="contained" onClick={() => setDialog('confirm')}>
                  Confirm date
                </Button>
              )}
              {actions.can_propose && (
                <Button variant="outlined" onClick={() => setDialog('propose')}>
                  Propose another date
                </Button>
              )}
              {actions.can_dispatch && (
                <Button variant="contained" onClick={() => setDialog('dispatch')}>
                  Mark dispatched
                </Button>
              )}
              {actions.can_deliver && (
                <Button variant="contained" color="success" onClick={() => setDialog('deliver')}>
                  Mark delivered
                </Button>
              )}
            </Stack>
          )}
          <Panel title={site ? 'Deliveries' : 'This delivery'}>
            {schedule.call_offs_total === 0 ? (
              <Typography color="text.secondary">No deliveries called off yet.</Typography>
            ) : (
              <>
                {pages > 1 && (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {schedule.call_offs_total} deliveries, by requested date: page {schedule.page} of {pages}
                  </Typography>
                )}
                <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Deliveries">
                  {schedule.call_offs.map((callOff) => (
                    <CallOff key={callOff.schedule_id} callOff={callOff} token={token} />
                  ))}
                </Stack>
                {pages > 1 && (
                  <Pagination
                    count={pages}
                    page={schedule.page}
                    onChange={(_, page) => onPage(page)}
                    sx={{ mt: 2 }}
                    getItemAriaLabel={(type, page) => (type === 'page' ? `Deliveries page ${page}` : `${type === 'next' ? 'Next' : type === 'previous' ? 'Previous' : type} page of deliveries`)}
                  />
                )}
              </>
            )}
          </Panel>
          {site && schedule.lines.length > 0 && (
            <Panel title="Products">
              <Balances schedule={schedule} />
            </Panel>
          )}
          {site && schedule.plots.length > 0 && (
            <Panel title="Plots">
              <Plots schedule={schedule} />
            </Panel>
          )}
        </Stack>
      </Container>
      {dialog && <ActionDialog schedule={schedule} kind={dialog} defaultName={name} onName={setName} onClose={() => setDialog(null)} />}
    </Box>
  );
}

/**
 * `/call-offs/{uuid}`: the schedule behind a mailed link, no login. The site's link shows
 * the order's deliveries, products and plots read-only (never prices); the works' or haulier's shows their call-off
 * and lets them confirm the date or propose another, mark it dispatched, then delivered with proof.
 */
export default function PublicSchedulePage() {
  const { order: token = '' } = useParams();
  // Opened on the page of the next delivery (the API's choice); then the page the reader picks.
  const [page, setPage] = useState<number>();
  const query = usePublicSchedule(token, page);
  if (query.isPending) return <PageLoader label="Loading the schedule" />;
  if (query.isError) {
    if (isApiError(query.error) && [404, 410, 422].includes(query.error.status)) {
      return (
        <LinkProblem title="This link is not valid">
          {query.error.status === 410 ? query.error.detail : 'It may have expired or been withdrawn. Please ask for a new link.'}
        </LinkProblem>
      );
    }
    return (
      <LinkProblem title="We could not load this schedule" onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </LinkProblem>
    );
  }
  return <ScheduleView schedule={query.data} onPage={setPage} />;
}
