import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';

/** `V`: the form's values as typed; `O`: as the resolver hands them to `save` (narrowed by the schema). */
type Options<R extends { version: number }, V extends FieldValues, O = V> = {
  record: R;
  resolver: Resolver<V, unknown, O>;
  toValues: (record: R) => V;
  /** Whether two copies hold the same value in every field the form edits (only the version moved). */
  sameFields: (a: R, b: R) => boolean;
  /** The fields a server field error may name. */
  fields: readonly Path<V>[];
  /** Save the values as an edit of `version` (the version the edit started from). */
  save: (values: O, version: number) => Promise<R>;
  /** The success message for a saved copy. */
  message: (saved: R) => string;
  /** After the form has taken a saved copy. */
  onSaved?: (saved: R) => void;
  onReload: () => Promise<R | undefined>;
};

/**
 * An edit form over a versioned record. The edit carries the version it started from, so a save after someone
 * else's change answers 409 and the form offers Reload instead of overwriting. A fresh copy that arrives while
 * the form is untouched is shown; an edit in progress keeps its base unless only the version moved.
 */
export function useVersionedForm<R extends { version: number }, V extends FieldValues, O = V>(options: Options<R, V, O>) {
  const { record, toValues, sameFields, fields, save, message, onSaved, onReload } = options;
  const { showSuccess, showError } = useSnackbar();
  const [conflict, setConflict] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The stored record the edit started from: its version goes with the save. */
  const base = useRef(record);
  const form = useForm<V, unknown, O>({ resolver: options.resolver, defaultValues: toValues(record) as DefaultValues<V> });
  const { handleSubmit, setError, reset, formState } = form;
  const { isDirty } = formState;

  useEffect(() => {
    if (record === base.current) return;
    if (!isDirty) {
      reset(toValues(record));
      base.current = record;
    } else if (sameFields(record, base.current)) {
      base.current = record;
    }
  }, [record, isDirty, reset, toValues, sameFields]);

  const take = (copy: R) => {
    base.current = copy;
    reset(toValues(copy));
    setConflict(null);
  };

  const submit = (values: O) => {
    setSaving(true);
    return save(values, base.current.version)
      .then(
        (copy) => {
          take(copy);
          showSuccess(message(copy));
          onSaved?.(copy);
        },
        (error: unknown) => {
          const outcome = placeServerErrors(error, setError, fields);
          if (outcome === 'stale') setConflict(errorMessage(error));
          else if (outcome === 'other') showError(errorMessage(error));
        },
      )
      .finally(() => setSaving(false));
  };

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) take(fresh);
  };

  return {
    form,
    conflict,
    saving,
    onSubmit: (event: FormEvent) => void handleSubmit(submit)(event),
    reload: () => void reload(),
    discard: () => reset(toValues(base.current)),
  };
}
