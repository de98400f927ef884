import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { AddressOut } from '@/lib/api/types';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import {
  ADDRESS_FIELDS,
  addressSchema,
  describeAddress,
  toAddressIn,
  toAddressValues,
  type AddressValues,
} from '../api/address-form';
import { useUpdateAddress } from '../api/update-address';
import { AddressFields } from './AddressFields';
import { ConflictAlert } from './SectionStates';

type Props = { address: AddressOut; onReload: () => Promise<AddressOut | undefined> };

const sameFields = (a: AddressOut, b: AddressOut) => ADDRESS_FIELDS.every((field) => a[field] === b[field]);

/** The address's editable details; a stale version (409) offers Reload instead of overwriting. */
export function AddressDetailsForm({ address, onReload }: Props) {
  const mutation = useUpdateAddress();
  const { showSuccess, showError } = useSnackbar();
  const [conflict, setConflict] = useState<string | null>(null);
  const base = useRef(address);
  const { control, register, handleSubmit, setError, reset, formState } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: toAddressValues(address),
  });
  const { isDirty } = formState;

  useEffect(() => {
    if (address === base.current) return;
    if (!isDirty) {
      reset(toAddressValues(address));
      base.current = address;
    } else if (sameFields(address, base.current)) {
      base.current = address;
    }
  }, [address, isDirty, reset]);

  const save = (values: AddressValues) =>
    mutation
      .mutateAsync({ ...toAddressIn(address.related_id, values), address_id: address.address_id, version: base.current.version })
      .then(
        (saved) => {
          base.current = saved;
          reset(toAddressValues(saved));
          setConflict(null);
          showSuccess(`${describeAddress(saved)} was saved.`);
        },
        (error: unknown) => {
          const outcome = placeServerErrors(error, setError, ADDRESS_FIELDS);
          if (outcome === 'stale') setConflict(errorMessage(error));
          else if (outcome === 'other') showError(errorMessage(error));
        },
      );

  const onSubmit = (event: FormEvent) => void handleSubmit(save)(event);

  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    base.current = fresh;
    reset(toAddressValues(fresh));
    setConflict(null);
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Address details">
      {conflict && <ConflictAlert message={conflict} onReload={() => void reload()} />}
      <AddressFields control={control} register={register} errors={formState.errors} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={!isDirty || mutation.isPending} onClick={() => reset(toAddressValues(base.current))}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" loading={mutation.isPending} disabled={!isDirty && !conflict}>
          Save changes
        </Button>
      </Stack>
    </Stack>
  );
}
