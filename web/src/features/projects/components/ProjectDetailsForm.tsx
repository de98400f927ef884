import { zodResolver } from '@hookform/resolvers/zod';
import { VersionedForm } from '@/components/VersionedForm';
import type { ProjectDetailOut } from '@/lib/api/types';
import { useVersionedForm } from '@/lib/use-versioned-form';
import { DETAILS_FIELDS, projectSchema, toProjectIn, toProjectValues, type ProjectValues } from '../api/project-form';
import { useUpdateProject } from '../api/update-project';
import { ProjectFields } from './ProjectFields';

type Props = { project: ProjectDetailOut; onReload: () => Promise<ProjectDetailOut | undefined> };

/** Whether two copies agree on every field the form edits (a board move or a Glenigan id change leaves them). */
function sameFields(a: ProjectDetailOut, b: ProjectDetailOut): boolean {
  const x = toProjectValues(a);
  const y = toProjectValues(b);
  return DETAILS_FIELDS.every((field) =>
    field === 'customer_id' ? x.customer_id?.id === y.customer_id?.id : x[field] === y[field],
  );
}

/**
 * The project's details, edited in place. The edit carries the version it started from, so a save after
 * someone else's change (a board move too) answers 409 and the form offers Reload instead of overwriting.
 */
export function ProjectDetailsForm({ project, onReload }: Props) {
  const mutation = useUpdateProject();
  const edit = useVersionedForm<ProjectDetailOut, ProjectValues>({
    record: project,
    resolver: zodResolver(projectSchema),
    toValues: toProjectValues,
    sameFields,
    fields: DETAILS_FIELDS,
    // The Glenigan id has its own call: send the stored one, whatever the form was opened with.
    save: (values, version) =>
      mutation.mutateAsync({
        ...toProjectIn({ ...values, glenigan_id: project.glenigan_id }),
        project_id: project.project_id,
        version,
      }),
    message: (saved) => `${saved.name} was saved.`,
    onReload,
  });
  const { control, register, setValue, formState } = edit.form;

  return (
    <VersionedForm
      label="Details"
      conflict={edit.conflict}
      saving={edit.saving}
      isDirty={formState.isDirty}
      onSubmit={edit.onSubmit}
      onReload={edit.reload}
      onDiscard={edit.discard}
    >
      <ProjectFields control={control} register={register} errors={formState.errors} setValue={setValue} project={project} />
    </VersionedForm>
  );
}
