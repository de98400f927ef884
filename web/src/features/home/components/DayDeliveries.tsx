import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MyDayOut } from '@/lib/api/types';
import { DayFrame } from './DaySection';

type Delivery = MyDayOut['deliveries'][number];
type Props = { title: string; deliveries: readonly Delivery[]; empty: string; icon: ReactNode };

/** Call-offs to chase (due tomorrow and not confirmed, delivered without proof), each opening its order's schedule. */
export function DayDeliveries({ title, deliveries, empty, icon }: Props) {
  return (
    <DayFrame title={title} icon={icon} count={deliveries.length} empty={empty}>
      <List dense disablePadding>
        {deliveries.map((delivery) => (
          <ListItem key={delivery.schedule_id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/call-offs/${delivery.order.id}?call_off=${delivery.schedule_id}`} underline="hover">
                  {`${delivery.number} · ${delivery.customer.name}`}
                </Link>
              }
              secondary={delivery.message}
            />
          </ListItem>
        ))}
      </List>
    </DayFrame>
  );
}
