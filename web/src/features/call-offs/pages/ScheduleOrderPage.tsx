import SendIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LinkedTasks } from '@/components/LinkedTasks';
import { Page } from '@/components/Page';
import { PageLoader } from '@/components/PageLoader';
import { recordNotShown } from '@/components/RecordNotFound';
import { Section } from '@/components/Section';
import { WithReason } from '@/components/WithReason';
import { EmptyState } from '@/components/SectionStates';
import { formatDay } from '@/lib/format';
import { useSnackbar } from '@/lib/snackbar';
import { useSchedule } from '../api/call-off';
import type { ScheduleOut } from '../api/types';
import { AddCallOffDialog } from '../components/AddCallOffDialog';
import { CallOffDialog } from '../components/CallOffDialog';
import { CallOffsTable } from '../components/CallOffsTable';
import { ScheduleGrid } from '../components/ScheduleGrid';
import { SendScheduleDialog } from '../components/SendScheduleDialog';
import { PhaseDialog } from '../components/PhaseDialog';
import { PublicLinks } from '../components/PublicLinks';
import { OrderStatusLabel } from '../components/StatusChip';
import { CALL_OFFS_PATH, customerOrderPath, customerPath, projectPath } from '../lib/links';

const percent = (part: string, whole: string) => (Number(whole) > 0 ? Math.round((Number(part) / Number(whole)) * 100) : 0);

function Header({ schedule }: { schedule: ScheduleOut }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <OrderStatusLabel status={schedule.status} />
      <Typography>
        Order{' '}
        <Link component={RouterLink} to={customerOrderPath(schedule.number)}>
          {schedule.number}
        </Link>
      </Typography>
      <Typography>
        For{' '}
        <Link component={RouterLink} to={customerPath(schedule.customer.id)}>
          {schedule.customer.name}
        </Link>
      </Typography>
      {schedule.project && (
        <Typography>
          Project{' '}
          <Link component={RouterLink} to={projectPath(schedule.project.id)}>
            {schedule.project.name}
          </Link>
        </Typography>
      )}
      {schedule.site && <Typography>Site {schedule.site}</Typography>}
      {schedule.account_manager && <Typography color="text.secondary">Account manager {schedule.account_manager.name}</Typography>}
      <Typography color="text.secondary" aria-label="Balance">
        {percent(schedule.called_off, schedule.ordered)}% called off · {percent(schedule.delivered, schedule.ordered)}% delivered
      </Typography>
    </Stack>
  );
}

function ScheduleView({ schedule }: { schedule: ScheduleOut }) {
  const snackbar = useSnackbar();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [sending, setSending] = useState(false);
  const [phasing, setPhasing] = useState(false);
  const openId = Number(searchParams.get('call_off')) || null;
  const open = (scheduleId: number | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (scheduleId === null) next.delete('call_off');
      else next.set('call_off', String(scheduleId));
      return next;
    });
  const select = (plotIds: number[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const plotId of plotIds) {
        if (on) next.add(plotId);
        else next.delete(plotId);
      }
      return next;
    });
  const hasPlots = schedule.plots.length > 0;
  const closed = schedule.status === 'cancelled' || schedule.status === 'delivered';

  return (
    <Stack spacing={3}>
      <Header schedule={schedule} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <WithReason reason={callOffBlocked(schedule.status, closed, hasPlots && selected.size === 0)}>
          <Button variant="contained" disabled={closed || (hasPlots && selected.size === 0)} onClick={() => setAdding(true)}>
            {hasPlots ? (selected.size === 0 ? 'Tick plots to call off' : `Call off ${selected.size === 1 ? '1 plot' : `${selected.size} plots`}`) : 'Add a call-off'}
          </Button>
        </WithReason>
        {hasPlots && (
          <WithReason reason={selected.size === 0 ? 'Tick the plots in the grid first: the phase is set on the ticked plots.' : null}>
            <Button variant="outlined" disabled={selected.size === 0} onClick={() => setPhasing(true)}>
              Set phase
            </Button>
          </WithReason>
        )}
        <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setSending(true)}>
          Send the schedule
        </Button>
      </Stack>

      <Section title={hasPlots ? 'Plots and balances' : 'Balances'}>
        <ScheduleGrid schedule={schedule} selected={selected} onSelect={select} readOnly={!hasPlots} />
      </Section>

      <Section title="Call-offs">
        {schedule.call_offs.length === 0 ? (
          <EmptyState>{hasPlots ? 'Nothing called off yet: tick plots above and call them off.' : 'Nothing called off yet.'}</EmptyState>
        ) : (
          <CallOffsTable rows={schedule.call_offs} onOpen={open} />
        )}
      </Section>

      <LinkedTasks recordType="order" recordId={schedule.order_id} />

      {schedule.links.length > 0 && (
        <Section title="Public links">
          <PublicLinks links={schedule.links} />
        </Section>
      )}

      {adding && (
        <AddCallOffDialog
          schedule={schedule}
          plotIds={[...selected]}
          onClose={() => setAdding(false)}
          onAdded={(callOff) => {
            setAdding(false);
            setSelected(new Set());
            snackbar.showSuccess(`${callOff.number} called off for ${formatDay(callOff.requested_date)}.`);
          }}
        />
      )}
      {phasing && (
        <PhaseDialog
          orderId={schedule.order_id}
          plots={schedule.plots.filter((plot) => selected.has(plot.plot_id))}
          onClose={() => setPhasing(false)}
          onSaved={() => {
            setPhasing(false);
            setSelected(new Set());
          }}
        />
      )}
      {sending && (
        <SendScheduleDialog
          orderId={schedule.order_id}
          title={`Send the schedule of ${schedule.number}`}
          onClose={() => setSending(false)}
          onSent={(sent) => {
            setSending(false);
            snackbar.showSuccess(`Schedule sent to ${sent.recipients.map((r) => r.name || r.email).join(', ')}.`);
          }}
        />
      )}
      {openId !== null && <CallOffDialog scheduleId={openId} orderId={schedule.order_id} onClose={() => open(null)} />}
    </Stack>
  );
}

/** `/call-offs/{order}`: one order's schedule: plots × products with balances, its call-offs, calling off and sending. */
export default function ScheduleOrderPage() {
  const { order } = useParams();
  const id = Number(order);
  const valid = Number.isInteger(id) && id > 0;
  const query = useSchedule(valid ? id : null);
  const back = (
    <Button component={RouterLink} to={CALL_OFFS_PATH}>
      All call-offs
    </Button>
  );
  const notShown = recordNotShown({ valid, query, noun: 'order', title: 'Schedule', id: order, back, loadingLabel: 'Loading the schedule' });
  if (notShown) return notShown;
  const schedule = query.data;
  if (!schedule) return <PageLoader />;
  return (
    <Page title={`Schedule of ${schedule.number} · ${schedule.customer.name}`} documentTitle={`Schedule ${schedule.number}`} actions={back} maxWidth={1600}>
      <ScheduleView schedule={schedule} />
    </Page>
  );
}

/** Why nothing can be called off now, or null when it can: a closed order takes no more, plots must be ticked first. */
function callOffBlocked(status: ScheduleOut['status'], closed: boolean, noneTicked: boolean): string | null {
  if (closed) return `This order is ${status === 'delivered' ? 'delivered' : 'cancelled'}: nothing more can be called off.`;
  if (noneTicked) return 'Tick the plots in the grid first: the call-off carries what the ticked plots have left.';
  return null;
}
