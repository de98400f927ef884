import EditIcon from '@mui/icons-material/EditOutlined';
import SwapIcon from '@mui/icons-material/SwapHorizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ActivityTimeline } from '@/components/ActivityTimeline';
import { MissingRecord } from '@/components/MissingRecord';
import { Page } from '@/components/Page';
import { PhoneSection } from '@/components/PhoneFold';
import { Section } from '@/components/Section';
import { LoadingRows } from '@/components/SectionStates';
import type { Kind, OrganisationOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { canDelete } from '@/lib/roles';
import { setCrmView, useSession } from '@/lib/session';
import { useArchiveOrganisation } from '../api/archive-organisation';
import { useDeleteOrganisation } from '../api/delete-organisation';
import { organisationActivityQuery } from '../api/get-activity';
import { useOrganisation } from '../api/get-organisation';
import { KIND_INFO, parseId } from '../api/kinds';
import { AddressesSection } from '../components/AddressesSection';
import { ContactsSection } from '../components/ContactsSection';
import { ConvertCompanyDialog } from '../components/ConvertCompanyDialog';
import { CustomerAccountManager } from '../components/CustomerAccountManager';
import { FilesSection } from '../components/FilesSection';
import { NotesSection } from '../components/NotesSection';
import { OrganisationDetailsForm } from '../components/OrganisationDetailsForm';
import { OrganisationTabs, panelId, tabId, toTab, type OrganisationTab } from '../components/OrganisationTabs';
import { ArchiveButton, DeleteButton } from '../components/RecordActions';
import { RecordHeading } from '../components/RecordHeading';
import { StatsStrip } from '../components/StatsStrip';
import { TasksSection } from '../components/TasksSection';
import { LEAVE_UNASKED } from '@/components/LeaveGuard';

/**
 * A section another part of the app shows on the Details tab (a customer's projects). Features do not import
 * each other, so the app's routes hand it in.
 */
export type ExtraSection = ComponentType<{ organisation: OrganisationOut }>;

/** Who the record is, in a line: its account manager, phone, email and town (what is set of them). */
function detailsSummary(organisation: OrganisationOut): string {
  const { account_manager_name: manager, phone, email, town } = organisation;
  return [manager && `Account manager ${manager}`, phone, email, town].filter(Boolean).join(' · ') || 'No details yet';
}

type ScreenProps = {
  organisation: OrganisationOut;
  onReload: () => Promise<OrganisationOut | undefined>;
  extra?: ExtraSection;
};

function OrganisationScreen({ organisation, onReload, extra: Extra }: ScreenProps) {
  const { kind, id, name } = organisation;
  const info = KIND_INFO[kind];
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = toTab(params.get('tab'));
  const archive = useArchiveOrganisation();
  const remove = useDeleteOrganisation();
  const [focusRequest, setFocusRequest] = useState(0);
  const [converting, setConverting] = useState(false);
  // On a phone the details are folded (the figures and what is open come first); Edit unfolds them.
  const [detailsOpen, setDetailsOpen] = useState(false);

  const setTab = (next: OrganisationTab) =>
    setParams(
      (previous) => {
        const search = new URLSearchParams(previous);
        if (next === 'details') search.delete('tab');
        else search.set('tab', next);
        return search;
      },
      { replace: true },
    );

  const edit = () => {
    setTab('details');
    setDetailsOpen(true);
    setFocusRequest((n) => n + 1);
  };

  const afterDelete = () => {
    setCrmView({ tab: info.tab, page: 1 });
    void navigate('/crm', LEAVE_UNASKED);
  };

  const actions = (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={edit}>
        Edit
      </Button>
      {kind === 'company' && (
        <Button variant="outlined" startIcon={<SwapIcon />} onClick={() => setConverting(true)}>
          Convert to customer / supplier
        </Button>
      )}
      <ArchiveButton
        name={name}
        record={organisation}
        onConfirm={(archived, version) => archive.mutateAsync({ kind, id, archived, version })}
        onReload={onReload}
      />
      {canDelete(session) && (
        <DeleteButton
          name={name}
          consequence="with its notes and files"
          onConfirm={() => remove.mutateAsync({ kind, id, userId: session.userId })}
          onDeleted={afterDelete}
        />
      )}
    </>
  );

  return (
    <Page title={name} actions={actions}>
      <RecordHeading
        chips={[info.label, ...(organisation.account_number ? [`Account ${organisation.account_number}`] : [])]}
        archived={organisation.archived}
      >
        {organisation.archived && organisation.archived_at && (
          <Typography variant="body2" color="text.secondary">
            since {formatDateTime(organisation.archived_at)}
          </Typography>
        )}
      </RecordHeading>
      <Box sx={{ mb: 3 }}>
        <StatsStrip kind={kind} id={id} />
      </Box>
      <OrganisationTabs
        value={tab}
        onChange={(next) => {
          setFocusRequest(0);
          setTab(next);
        }}
      />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'details' && (
          <PhoneSection title="Details" summary={detailsSummary(organisation)} open={detailsOpen} onOpenChange={setDetailsOpen}>
            <Section title="Details">
              <Stack spacing={2.5}>
                {kind === 'customer' && (
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    <CustomerAccountManager customer={organisation} />
                  </Box>
                )}
                <OrganisationDetailsForm organisation={organisation} onReload={onReload} focusRequest={focusRequest} />
                <Typography variant="body2" color="text.secondary">
                  Created {formatDateTime(organisation.created_at)} · Last changed {formatDateTime(organisation.updated_at)}
                </Typography>
              </Stack>
            </Section>
          </PhoneSection>
        )}
        {tab === 'details' && Extra && (
          <Box sx={{ mt: { xs: 1.5, sm: 3 } }}>
            <Suspense fallback={<LoadingRows label="Loading the section" rows={2} />}>
              <Extra organisation={organisation} />
            </Suspense>
          </Box>
        )}
        {tab === 'contacts' && <ContactsSection organisation={organisation} />}
        {tab === 'addresses' && <AddressesSection organisation={organisation} />}
        {tab === 'notes' && <NotesSection kind={kind} id={id} />}
        {tab === 'files' && <FilesSection target={{ type: 'organisation', kind, id }} />}
        {tab === 'activity' && <ActivityTimeline query={organisationActivityQuery(kind, id)} />}
        {tab === 'tasks' && <TasksSection kind={kind} id={id} />}
      </div>
      {kind === 'company' && converting && (
        <ConvertCompanyDialog company={organisation} open onClose={() => setConverting(false)} />
      )}
    </Page>
  );
}

function OrganisationLoader({ kind, id, extra }: { kind: Kind; id: number; extra?: ExtraSection }) {
  const organisation = useOrganisation(kind, id);
  const label = KIND_INFO[kind].label;
  if (organisation.isPending) {
    return (
      <Page title={label}>
        <LoadingRows label={`Loading ${KIND_INFO[kind].noun}`} rows={5} />
      </Page>
    );
  }
  if (organisation.isError) {
    return (
      <Page title={label}>
        <MissingRecord error={organisation.error} onRetry={() => void organisation.refetch()} />
      </Page>
    );
  }
  return (
    <OrganisationScreen
      organisation={organisation.data}
      onReload={async () => (await organisation.refetch()).data}
      extra={extra}
    />
  );
}

/** /customer, /supplier, /other and /company: one screen, told the kind by its route; `?id=` names the record. */
export default function OrganisationPage({ kind, extra }: { kind: Kind; extra?: ExtraSection }) {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) {
    return (
      <Page title={KIND_INFO[kind].label}>
        <MissingRecord message={`No ${KIND_INFO[kind].noun} was chosen. Open one from the CRM.`} />
      </Page>
    );
  }
  return <OrganisationLoader key={`${kind}-${id}`} kind={kind} id={id} extra={extra} />;
}
