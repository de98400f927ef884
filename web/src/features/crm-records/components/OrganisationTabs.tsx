import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TABS_ON_PHONE } from '@/lib/responsive';

export const ORGANISATION_TABS = [
  { value: 'details', label: 'Details' },
  { value: 'contacts', label: 'Contacts' },
  { value: 'addresses', label: 'Addresses' },
  { value: 'notes', label: 'Notes' },
  { value: 'files', label: 'Files' },
  { value: 'activity', label: 'Activity' },
  { value: 'tasks', label: 'Tasks' },
] as const;
export type OrganisationTab = (typeof ORGANISATION_TABS)[number]['value'];

export function toTab(value: string | null): OrganisationTab {
  return ORGANISATION_TABS.find((tab) => tab.value === value)?.value ?? 'details';
}

export const tabId = (tab: OrganisationTab) => `organisation-tab-${tab}`;
export const panelId = (tab: OrganisationTab) => `organisation-panel-${tab}`;

type Props = { value: OrganisationTab; onChange: (tab: OrganisationTab) => void };

export function OrganisationTabs({ value, onChange }: Props) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={value}
        onChange={(_, tab: OrganisationTab) => onChange(tab)}
        variant="scrollable"
        sx={TABS_ON_PHONE}
        aria-label="Record sections"
      >
        {ORGANISATION_TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} id={tabId(tab.value)} aria-controls={panelId(tab.value)} />
        ))}
      </Tabs>
    </Box>
  );
}
