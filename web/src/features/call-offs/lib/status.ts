/** Call-off statuses as the screens name and colour them (the API's status machine decides the moves). */

export type ChipColour = 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';

/** In the order of a call-off's life, as the filters list them. */
export const CALL_OFF_STATUSES = [
  'requested',
  'booked',
  'confirmed',
  'dispatched',
  'delivered',
  'part_delivered',
  'proof_received',
  'failed',
  'rescheduled',
  'cancelled',
] as const;

export type CallOffStatusName = (typeof CALL_OFF_STATUSES)[number];

export const STATUS_LABELS: Record<CallOffStatusName, string> = {
  requested: 'Requested',
  booked: 'Booked',
  confirmed: 'Confirmed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  part_delivered: 'Part delivered',
  proof_received: 'Proof received',
  failed: 'Failed',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
};

export const STATUS_COLOURS: Record<CallOffStatusName, ChipColour> = {
  requested: 'default',
  booked: 'info',
  confirmed: 'primary',
  dispatched: 'secondary',
  delivered: 'success',
  part_delivered: 'warning',
  proof_received: 'success',
  failed: 'error',
  rescheduled: 'warning',
  cancelled: 'default',
};

/** The board's card colours: a left border and a tint per status (printable in greys too). */
export const STATUS_SWATCHES: Record<CallOffStatusName, { border: string; background: string }> = {
  requested: { border: '#9e9e9e', background: '#f5f5f5' },
  booked: { border: '#5a87ce', background: '#dee7f6' },
  confirmed: { border: '#406cb8', background: '#cfdcf3' },
  dispatched: { border: '#7b5cc4', background: '#ebe4f8' },
  delivered: { border: '#3f9a3f', background: '#e3f4e3' },
  part_delivered: { border: '#d68a00', background: '#fdf0d5' },
  proof_received: { border: '#2e7d32', background: '#cdebcd' },
  failed: { border: '#e26464', background: '#fbe3e3' },
  rescheduled: { border: '#d68a00', background: '#fff6e0' },
  cancelled: { border: '#bdbdbd', background: '#fafafa' },
};

export function isStatus(value: string | null | undefined): value is CallOffStatusName {
  return (CALL_OFF_STATUSES as readonly string[]).includes(value ?? '');
}

export const statusLabel = (status: string) => (isStatus(status) ? STATUS_LABELS[status] : status);

/** Moves that ask for more than a click: a failure's reason and charge, a part delivery's quantities. */
export const NEEDS_DETAILS: readonly string[] = ['failed', 'part_delivered', 'delivered', 'cancelled', 'booked', 'rescheduled'];

export const WINDOW_LABELS: Record<string, string> = { am: 'AM', pm: 'PM', any: 'Any time' };
export const VEHICLE_LABELS: Record<string, string> = { rigid: 'Rigid', artic: 'Artic' };
export const LOAD_LABELS: Record<string, string> = { full: 'Full load', part: 'Part load' };
export const OFFLOAD_LABELS: Record<string, string> = {
  crane: 'Crane',
  moffett: 'Moffett',
  tail_lift: 'Tail-lift',
  kerbside: 'Kerbside',
};
