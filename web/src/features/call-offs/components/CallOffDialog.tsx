import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingRows } from '@/components/SectionStates';
import { formatDateTime, formatDay } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { useSnackbar } from '@/lib/snackbar';
import { quantityLabel } from '@/lib/units';
import { downloadProof, useCallOff, useUploadProof } from '../api/call-off';
import type { CallOffOut, CallOffStatus } from '../api/types';
import { haulierPath, purchaseOrderPath, supplierPath } from '../lib/links';
import { LOAD_LABELS, OFFLOAD_LABELS, statusLabel, VEHICLE_LABELS, WINDOW_LABELS } from '../lib/status';
import { EditCallOffForm } from './EditCallOffForm';
import { EditQuantitiesForm } from './EditQuantitiesForm';
import { PublicLinks } from './PublicLinks';
import { SendScheduleDialog } from './SendScheduleDialog';
import { StatusDialog, moveLabel } from './StatusDialog';
import { CallOffStatusChip } from './StatusChip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Facts({ callOff }: { callOff: CallOffOut }) {
  const load = [
    VEHICLE_LABELS[callOff.vehicle],
    LOAD_LABELS[callOff.load_type],
    callOff.pallets !== null ? `${callOff.pallets} of ${callOff.capacity_pallets} pallets` : '',
    callOff.weight_kg !== null ? `${Number(callOff.weight_kg).toLocaleString('en-GB')} of ${Number(callOff.capacity_kg).toLocaleString('en-GB')} kg` : '',
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      <Fact label="Requested">
        {formatDay(callOff.requested_date)} · {WINDOW_LABELS[callOff.window]}
      </Fact>
      <Fact label="Booked with the works">{formatDay(callOff.booked_date) || 'Not booked'}</Fact>
      <Fact label="Confirmed by the works">{formatDay(callOff.confirmed_date) || 'Not confirmed'}</Fact>
      {callOff.proposed_date && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Alert severity="warning">
            Another date was proposed on the works’ or haulier’s link: {formatDay(callOff.proposed_date)}
            {callOff.proposal_notes ? ` — “${callOff.proposal_notes}”` : ''}. Book it to accept it.
          </Alert>
        </Box>
      )}
      <Fact label="Site">{[callOff.site_address, callOff.site_postcode].filter(Boolean).join('\n') || '—'}</Fact>
      <Fact label="Site contact">{[callOff.site_contact_name, callOff.site_contact_phone].filter(Boolean).join(' · ') || '—'}</Fact>
      <Fact label="Offload">{callOff.offload_method ? OFFLOAD_LABELS[callOff.offload_method] : 'To be agreed'}</Fact>
      <Fact label="Load">
        {load.join(' · ')}
        {callOff.over_capacity && (
          <Typography component="span" color="error" sx={{ display: 'block' }}>
            Over the vehicle’s capacity
          </Typography>
        )}
      </Fact>
      <Fact label="Works">
        {callOff.supplier ? (
          <Link component={RouterLink} to={supplierPath(callOff.supplier.id)}>
            {callOff.supplier.name}
          </Link>
        ) : (
          '—'
        )}
        {callOff.purchase_order && (
          <>
            {' · '}
            <Link component={RouterLink} to={purchaseOrderPath(callOff.purchase_order.id)}>
              {callOff.purchase_order.name}
            </Link>
          </>
        )}
      </Fact>
      <Fact label="Haulier">
        {callOff.haulier ? (
          <Link component={RouterLink} to={haulierPath(callOff.haulier)}>
            {callOff.haulier.name}
          </Link>
        ) : (
          '—'
        )}
      </Fact>
      {callOff.access_notes && <Fact label="Access">{callOff.access_notes}</Fact>}
      {callOff.notes && <Fact label="Notes">{callOff.notes}</Fact>}
      {callOff.override_reason && <Fact label="Over-call allowed because">{callOff.override_reason}</Fact>}
      {callOff.failure_reason && (
        <Fact label="Failed">
          {callOff.failure_reason}
          {callOff.failure_charge !== null ? ` · charge ${formatMoney(callOff.failure_charge)}` : ''}
        </Fact>
      )}
      {callOff.delivered_at && (
        <Fact label="Delivered">
          {formatDateTime(callOff.delivered_at)}
          {callOff.received_by ? `, received by ${callOff.received_by}` : ''}
          {callOff.pallets_delivered !== null ? ` · ${callOff.pallets_delivered} pallets` : ''}
        </Fact>
      )}
    </Box>
  );
}

function Items({ callOff }: { callOff: CallOffOut }) {
  return (
    <Table size="small" aria-label="What it carries">
      <TableHead>
        <TableRow>
          <TableCell>Plot</TableCell>
          <TableCell>Product</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Packs</TableCell>
          <TableCell align="right">Pallets</TableCell>
          <TableCell align="right">Delivered</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {callOff.items.map((item) => (
          <TableRow key={item.item_id}>
            <TableCell>{item.plot_number || '—'}</TableCell>
            <TableCell>
              {item.code ? `${item.code} · ` : ''}
              {item.description}
            </TableCell>
            <TableCell align="right">{quantityLabel(item.quantity, item.unit)}</TableCell>
            <TableCell align="right">{item.packs === null ? '—' : Number(item.packs).toLocaleString('en-GB')}</TableCell>
            <TableCell align="right">{item.pallets === null ? '—' : Number(item.pallets).toLocaleString('en-GB')}</TableCell>
            <TableCell align="right">{quantityLabel(item.delivered_quantity, item.unit)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function History({ callOff }: { callOff: CallOffOut }) {
  return (
    <List dense disablePadding aria-label="History">
      {callOff.events.map((event, index) => (
        <ListItem key={index} disableGutters>
          <ListItemText
            primary={`${event.from_status ? `${statusLabel(event.from_status)} → ` : ''}${statusLabel(event.to_status)}${event.note ? `: ${event.note}` : ''}`}
            secondary={`${formatDateTime(event.at)} · ${event.by || 'someone'}${event.client_address && !event.user_id ? ` (from ${event.client_address})` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function Proofs({ callOff }: { callOff: CallOffOut }) {
  const upload = useUploadProof();
  const snackbar = useSnackbar();
  const [receivedBy, setReceivedBy] = useState(callOff.received_by);
  const canUpload = ['delivered', 'part_delivered', 'proof_received'].includes(callOff.status);
  return (
    <Stack spacing={1}>
      {callOff.proofs.length === 0 ? (
        <Typography color="text.secondary">No proof of delivery yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Proof of delivery">
          {callOff.proofs.map((proof) => (
            <ListItem key={proof.file_id} disableGutters>
              <ListItemText
                primary={
                  <Link
                    component="button"
                    type="button"
                    onClick={() => void downloadProof(callOff.schedule_id, proof).catch((error: unknown) => snackbar.showError(errorMessage(error)))}
                  >
                    {proof.name}
                  </Link>
                }
                secondary={`${formatDateTime(proof.uploaded_at)} · ${Math.ceil(proof.size_bytes / 1024)} KB`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canUpload && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField size="small" label="Signed for by" value={receivedBy} onChange={(event) => setReceivedBy(event.target.value)} />
          <Button variant="outlined" component="label" loading={upload.isPending}>
            Upload proof
            <input
              hidden
              type="file"
              accept="image/*,application/pdf"
              aria-label="Upload a proof of delivery"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) {
                  upload.mutate(
                    { scheduleId: callOff.schedule_id, file, receivedBy: receivedBy.trim() },
                    { onSuccess: () => snackbar.showSuccess(`${file.name} uploaded.`), onError: (error) => snackbar.showError(errorMessage(error)) },
                  );
                }
              }}
            />
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** Statuses whose quantities may still change (not on its way, delivered or cancelled). */
const EDITABLE = new Set(['requested', 'booked', 'confirmed', 'rescheduled', 'failed']);

type Props = { scheduleId: number; orderId: number; onClose: () => void };

/** One call-off: its facts, what it carries, its history and proofs; edit it, move its status, send it. */
export function CallOffDialog({ scheduleId, orderId, onClose }: Props) {
  const id = useId();
  const query = useCallOff(scheduleId);
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [editingQuantities, setEditingQuantities] = useState(false);
  const [moving, setMoving] = useState<CallOffStatus | null>(null);
  const [sending, setSending] = useState(false);
  const callOff = query.data;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 7 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <span>{callOff ? `Call-off ${callOff.number}` : 'Call-off'}</span>
          {callOff && <CallOffStatusChip status={callOff.status} />}
        </Stack>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : !callOff ? (
          <LoadingRows label="Loading the call-off" rows={5} />
        ) : (
          <Stack spacing={3}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant={editing ? 'contained' : 'outlined'} onClick={() => setEditing((on) => !on)}>
                {editing ? 'Close the edit' : 'Edit'}
              </Button>
              {callOff.next_statuses.map((status) => (
                <Button key={status} variant="outlined" color={status === 'failed' || status === 'cancelled' ? 'error' : 'primary'} onClick={() => setMoving(status)}>
                  {moveLabel(status)}
                </Button>
              ))}
              {EDITABLE.has(callOff.status) && (
                <Button variant={editingQuantities ? 'contained' : 'outlined'} onClick={() => setEditingQuantities((on) => !on)}>
                  {editingQuantities ? 'Close the quantities' : 'Edit quantities'}
                </Button>
              )}
              <Button variant="outlined" onClick={() => setSending(true)}>
                Send…
              </Button>
            </Stack>
            {editing ? (
              <EditCallOffForm callOff={callOff} onReload={async () => (await query.refetch()).data} onSaved={() => setEditing(false)} />
            ) : (
              <Facts callOff={callOff} />
            )}
            <Box>
              <Heading>What it carries</Heading>
              {editingQuantities ? (
                <EditQuantitiesForm callOff={callOff} onSaved={() => setEditingQuantities(false)} />
              ) : (
                <Items callOff={callOff} />
              )}
            </Box>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Box>
                <Heading>History</Heading>
                <History callOff={callOff} />
              </Box>
              <Box>
                <Heading>Proof of delivery</Heading>
                <Proofs callOff={callOff} />
              </Box>
            </Box>
            {callOff.links.length > 0 && (
              <Box>
                <Heading>Links sent</Heading>
                <PublicLinks links={callOff.links} />
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      {callOff && moving && (
        <StatusDialog
          callOff={callOff}
          target={moving}
          onClose={() => setMoving(null)}
          onMoved={(moved) => {
            setMoving(null);
            snackbar.showSuccess(`${moved.number} is now ${statusLabel(moved.status).toLowerCase()}.`);
          }}
        />
      )}
      {callOff && sending && (
        <SendScheduleDialog
          orderId={orderId}
          callOff={{ scheduleId: callOff.schedule_id, number: callOff.number }}
          title={`Send ${callOff.number}`}
          onClose={() => setSending(false)}
          onSent={(sent) => {
            setSending(false);
            snackbar.showSuccess(`Sent to ${sent.recipients.map((r) => r.name || r.email).join(', ')}.`);
          }}
        />
      )}
    </Dialog>
  );
}
