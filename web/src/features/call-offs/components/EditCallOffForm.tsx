import { zodResolver } from '@hookform/resolvers/zod';
import { VersionedForm } from '@/components/VersionedForm';
import { useVersionedForm } from '@/lib/use-versioned-form';
import { useEditCallOff } from '../api/call-off';
import type { CallOffOut } from '../api/types';
import { CALL_OFF_FIELDS, callOffSchema, sameCallOffFields, toCallOffValues, toEditIn, type CallOffValues } from '../lib/call-off-form';
import { CallOffFields } from './CallOffFields';

type Props = { callOff: CallOffOut; onReload: () => Promise<CallOffOut | undefined>; onSaved: () => void };

/**
 * A call-off's dates, window, site contact, offload, vehicle, load and notes. The edit carries the version it
 * started from: a save after someone else's change (a move on the board, the works confirming) answers 409 and
 * the form offers Reload instead of overwriting.
 */
export function EditCallOffForm({ callOff, onReload, onSaved }: Props) {
  const mutation = useEditCallOff();
  const edit = useVersionedForm<CallOffOut, CallOffValues>({
    record: callOff,
    resolver: zodResolver(callOffSchema),
    toValues: toCallOffValues,
    sameFields: sameCallOffFields,
    fields: CALL_OFF_FIELDS,
    save: (values, version) => mutation.mutateAsync({ scheduleId: callOff.schedule_id, body: toEditIn(values, callOff, version) }),
    message: (saved) => `${saved.number} was saved.`,
    onSaved,
    onReload,
  });
  const { control, register, formState } = edit.form;
  return (
    <VersionedForm
      label={`Edit ${callOff.number}`}
      conflict={edit.conflict}
      saving={edit.saving}
      isDirty={formState.isDirty}
      onSubmit={edit.onSubmit}
      onReload={edit.reload}
      onDiscard={edit.discard}
    >
      <CallOffFields control={control} register={register} errors={formState.errors} />
    </VersionedForm>
  );
}
