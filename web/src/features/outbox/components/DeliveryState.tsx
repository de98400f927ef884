import Chip from '@mui/material/Chip';
import type { OutboxOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';

type Status = OutboxOut['status'];

const LABELS: Record<Status, string> = {
  outbox: 'Kept here (no relay)',
  pending: 'Pending',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
};

const COLOURS: Record<Status, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  outbox: 'default',
  pending: 'info',
  sending: 'info',
  retrying: 'warning',
  sent: 'success',
  failed: 'error',
};

/** Mails still on their way: the screen refreshes while there are any. */
export const IN_FLIGHT: readonly Status[] = ['pending', 'sending', 'retrying'];

/** "Retrying · next 21 Nov 2025, 09:32 (attempt 2 failed)", "Sent", "Failed after 8 attempts". */
export function deliveryText(mail: OutboxOut): string {
  if (mail.status === 'retrying') {
    return `Retrying · next attempt ${formatDateTime(mail.next_attempt_at)} (${mail.attempts} failed)`;
  }
  if (mail.status === 'failed') return `Failed after ${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`;
  if (mail.status === 'sent') return `Sent ${formatDateTime(mail.sent_at)}`;
  return LABELS[mail.status];
}

export function DeliveryState({ mail }: { mail: OutboxOut }) {
  const label = mail.status === 'retrying' ? `Retrying · ${formatDateTime(mail.next_attempt_at)}` : LABELS[mail.status];
  return <Chip size="small" variant="outlined" color={COLOURS[mail.status]} label={label} title={deliveryText(mail)} />;
}
