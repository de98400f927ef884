import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format';
import type { ActivityQuery } from '@/lib/activity';
import { LoadMore } from './LoadMore';
import { Section } from './Section';
import { EmptyState, ErrorState, LoadingRows } from './SectionStates';

const FIELD_LABELS: Record<string, string> = {
  account_number: 'Account number',
  account_manager: 'Account manager',
  account_manager_id: 'Account manager',
  vat_number: 'VAT number',
  kind: 'Kind',
  note: 'Note',
  name: 'Name',
  organisation_id: 'Organisation',
  line1: 'Address line 1',
  line2: 'Address line 2',
  customer_id: 'Customer',
  site_address_id: 'Site address',
  delivery_address_id: 'Delivery address',
  project_id: 'Project',
  contact_id: 'Contact',
  supplier_id: 'Supplier',
  architect_id: 'Architect',
  checked_by_id: 'Checked by',
  glenigan_id: 'Glenigan id',
  // A task's changes, mirrored onto the records it is linked to.
  stage_id: 'Stage',
  owner_id: 'Owner',
  assignee_id: 'Assigned',
  watcher_id: 'Watcher',
};

export function fieldLabel(field: string): string {
  const label = FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(blank)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Who did what and when, newest first; an edit lists each field it changed, old → new. The query says whose
 * activity it is (an organisation, a contact, an address); it is fetched once the timeline shows.
 */
export function ActivityTimeline({ query }: { query: ActivityQuery }) {
  const activity = useInfiniteQuery(query);
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Section title="Activity">
      {activity.isPending && <LoadingRows label="Loading activity" rows={4} />}
      {activity.isError && <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />}
      {activity.isSuccess && entries.length === 0 && <EmptyState>Nothing has happened here yet.</EmptyState>}
      {entries.length > 0 && (
        <List aria-label="Activity" disablePadding>
          {entries.map((entry) => {
            const changes = Object.entries(entry.changes);
            return (
              <ListItem
                key={entry.activity_id}
                disableGutters
                sx={{ display: 'block', pl: 2, borderLeft: 3, borderColor: 'brand.accentLight', mb: 1.5 }}
              >
                <Typography>{entry.summary}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {entry.actor_name} · {formatDateTime(entry.created_at)}
                </Typography>
                {changes.length > 0 && (
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                    {changes.map(([field, change]) => {
                      // A change between ids (a site address, an account manager…) reads by the records' names.
                      const named = entry.names[field] ?? change;
                      return (
                        <Typography component="li" variant="body2" key={field} sx={{ wordBreak: 'break-word' }}>
                          {fieldLabel(field)}: {showValue(named.old)} → {showValue(named.new)}
                        </Typography>
                      );
                    })}
                  </Box>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      <LoadMore query={activity} />
    </Section>
  );
}
