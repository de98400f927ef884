import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/LinkOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Section } from '@/components/Section';
import { EmptyState } from '@/components/SectionStates';
import type { LinkedOrganisation, ProjectDetailOut } from '@/lib/api/types';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { messages } from '@/lib/validation';
import { useAddLink, useRemoveLink, type LinkKind } from '../api/link-organisation';
import type { CustomerOption } from '../api/project-form';
import { otherPath, supplierPath } from '../lib/paths';
import { OrganisationField } from './OrganisationField';

type KindInfo = {
  title: string;
  noun: string;
  /** The CRM kind the picker searches. */
  kind: 'other' | 'supplier';
  /** The API's id field for the link, on which it reports problems. */
  field: string;
  path: (id: number) => string;
  empty: string;
};

const KINDS: Record<LinkKind, KindInfo> = {
  architect: {
    title: 'Architects',
    noun: 'architect',
    kind: 'other',
    field: 'architect_id',
    path: otherPath,
    empty: 'No architects yet. Architects’ practices are the CRM’s others.',
  },
  supplier: {
    title: 'Suppliers',
    noun: 'supplier',
    kind: 'supplier',
    field: 'supplier_id',
    path: supplierPath,
    empty: 'No suppliers yet. Add the manufacturers whose products the job may need.',
  },
};

type Props = { project: ProjectDetailOut; kind: LinkKind };

/** The project's architects' practices or suppliers: add one by searching, remove one after a confirmation. */
export function LinkedOrganisationsSection({ project, kind }: Props) {
  const info = KINDS[kind];
  const items = kind === 'architect' ? project.architects : project.suppliers;
  const add = useAddLink();
  const remove = useRemoveLink();
  const { showSuccess, showError } = useSnackbar();
  const [chosen, setChosen] = useState<CustomerOption | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<LinkedOrganisation | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const link = { kind, projectId: project.project_id };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(messages.required);
      return;
    }
    add.mutate(
      { ...link, organisationId: chosen.id },
      {
        onSuccess: () => {
          showSuccess(`${chosen.name} was added as ${kind === 'architect' ? 'an architect' : 'a supplier'}.`);
          setChosen(null);
        },
        onError: (failure) => {
          const onField = isApiError(failure) ? failure.errors.find((e) => e.field === info.field) : undefined;
          // A 409 (already linked) or a field error reads best under the picker.
          if (onField || (isApiError(failure) && failure.status === 409)) setError(onField?.message ?? errorMessage(failure));
          else showError(errorMessage(failure));
        },
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    setRemoveError(null);
    remove.mutate(
      { ...link, organisationId: removing.id },
      {
        onSuccess: () => {
          showSuccess(`${removing.name} was removed from the project.`);
          setRemoving(null);
        },
        onError: (failure) => setRemoveError(errorMessage(failure)),
      },
    );
  };

  return (
    <Section title={info.title}>
      <Stack component="form" noValidate onSubmit={submit} direction="row" spacing={1} aria-label={`Add ${info.noun}`} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <OrganisationField
            kind={info.kind}
            label={`Add ${kind === 'architect' ? 'an architect' : 'a supplier'}`}
            size="small"
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              setError(undefined);
            }}
            error={error}
          />
        </Box>
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} loading={add.isPending} sx={{ mt: 0.25 }}>
          Add
        </Button>
      </Stack>
      {items.length === 0 ? (
        <EmptyState>{info.empty}</EmptyState>
      ) : (
        <List aria-label={info.title} disablePadding sx={{ mt: 1 }}>
          {items.map((org) => (
            <ListItem
              key={org.id}
              divider
              disableGutters
              secondaryAction={
                <Tooltip title="Remove from the project">
                  <IconButton edge="end" aria-label={`Remove ${org.name}`} onClick={() => setRemoving(org)}>
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={info.path(org.id)} underline="hover">
                    {org.name}
                  </Link>
                }
                secondary={org.town || undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        error={removeError}
        onConfirm={confirmRemove}
        onClose={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
      >
        {`${removing?.name ?? ''} will no longer be ${kind === 'architect' ? 'an architect' : 'a supplier'} of ${project.name}. The organisation itself stays in the CRM.`}
      </ConfirmDialog>
    </Section>
  );
}
