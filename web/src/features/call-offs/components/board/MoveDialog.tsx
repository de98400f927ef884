import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatDay } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useCallOff, useEditCallOff } from '../../api/call-off';
import { moveBody } from '../../api/edit-body';
import { dayHeading } from '../../lib/dates';

type Props = { scheduleId: number; day: string; onClose: () => void };

/** "Move CO-000123 to Tue 8 Dec?": a dropped card asks first, then saves the call-off's new date. */
export function MoveDialog({ scheduleId, day, onClose }: Props) {
  const callOff = useCallOff(scheduleId);
  const edit = useEditCallOff();
  const snackbar = useSnackbar();
  const data = callOff.data;
  const booked = Boolean(data?.booked_date);
  const from = data ? formatDay(data.booked_date ?? data.requested_date) : '';
  return (
    <ConfirmDialog
      open
      title={data ? `Move ${data.number} to ${dayHeading(day)}?` : 'Move this call-off?'}
      confirmLabel="Move"
      pending={edit.isPending || callOff.isPending}
      error={callOff.isError ? errorMessage(callOff.error) : edit.isError ? errorMessage(edit.error) : null}
      onConfirm={() => {
        if (!data) return;
        edit.mutate(
          { scheduleId, body: moveBody(data, day) },
          {
            onSuccess: (moved) => {
              snackbar.showSuccess(`${moved.number} moved to ${formatDay(day)}.`);
              onClose();
            },
          },
        );
      }}
      onClose={onClose}
    >
      {data &&
        (booked
          ? `Its booked date changes from ${from} to ${formatDay(day)}; the works are told and asked to confirm again.`
          : `Its requested date changes from ${from} to ${formatDay(day)}.`)}
    </ConfirmDialog>
  );
}
