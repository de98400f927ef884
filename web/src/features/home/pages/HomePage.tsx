import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Page } from '@/components/Page';
import { PageLoader } from '@/components/PageLoader';
import { formatLongDate, isoDay } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSession } from '@/lib/session';
import { useMyDay } from '../api/get-my-day';
import { DayDeliveries } from '../components/DayDeliveries';
import { DayTasks } from '../components/DayTasks';
import { DayQuotes } from '../components/DayQuotes';
import { HomeNotifications } from '../components/HomeNotifications';

export const EMPTY = {
  tasks: 'No tasks are due today.',
  deliveries: 'No deliveries to chase: every call-off due tomorrow is confirmed, every delivery has its proof.',
  expiring: 'No quotes are expiring soon.',
  awaiting: 'No quotes are awaiting a reply.',
} as const;

/** `ask`: the assistant's ask box and recent questions, given by the app (features do not import each other). */
export default function HomePage({ ask }: { ask?: ReactNode }) {
  const { userId, firstName } = useSession();
  const [day] = useState(() => isoDay());
  const myDay = useMyDay(userId ?? 0, day);

  if (myDay.isPending) return <PageLoader label="Loading your day" />;
  if (myDay.isError) {
    return (
      <Page title="Home">
        <Alert severity="error" action={<Button color="inherit" onClick={() => void myDay.refetch()}>Retry</Button>}>
          {errorMessage(myDay.error)}
        </Alert>
      </Page>
    );
  }
  const data = myDay.data;

  return (
    <Page title={data.greeting || `Hello, ${firstName}`} documentTitle="Home">
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        {formatLongDate(data.date)}
      </Typography>
      {ask}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <HomeNotifications items={data.notifications} />
        </Box>
        <DayTasks title="Tasks due" tasks={data.tasks} empty={EMPTY.tasks} icon={<AssignmentIcon aria-hidden />} />
        <DayDeliveries title="Deliveries to chase" deliveries={data.deliveries} empty={EMPTY.deliveries} icon={<LocalShippingIcon aria-hidden />} />
        <DayQuotes title="Quotes expiring" quotes={data.quotes_expiring} empty={EMPTY.expiring} icon={<EventBusyIcon aria-hidden />} />
        <DayQuotes
          title="Quotes awaiting reply"
          quotes={data.quotes_awaiting_reply}
          empty={EMPTY.awaiting}
          icon={<HourglassIcon aria-hidden />}
        />
      </Box>
    </Page>
  );
}
