import ProjectsIcon from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/Page';
import { CrmList } from '../components/CrmList';
import { CrmToolbar } from '../components/CrmToolbar';
import { ImportDialog } from '../components/ImportDialog';
import { useCrmView } from '../lib/use-crm-view';
import { CRM_TABS, isImportKind, TABS } from '../tabs';
import { TABS_ON_PHONE } from '@/lib/responsive';

const PANEL_ID = 'crm-tabpanel';
const tabId = (tab: string) => `crm-tab-${tab}`;

/** Customers, suppliers, others, companies and contacts: searchable, sortable lists with CSV export and import. */
export default function CrmPage() {
  const { state, update, apiParams } = useCrmView();
  const [importing, setImporting] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  // The Clear search button disappears with the empty state: the search box takes the focus.
  const clearSearch = useCallback(() => {
    update({ q: '' });
    searchRef.current?.focus();
  }, [update]);

  return (
    <Page
      title="CRM"
      documentTitle={TABS[state.tab].label}
      maxWidth={1440}
      actions={
        // Project planning has no drawer entry of its own: customers' jobs are reached from here.
        <Button variant="outlined" startIcon={<ProjectsIcon />} component={RouterLink} to="/projects/">
          Projects
        </Button>
      }
    >
      <Stack spacing={2}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={state.tab}
            onChange={(_, tab: typeof state.tab) => update({ tab })}
            aria-label="CRM lists"
            variant="scrollable"
            sx={TABS_ON_PHONE}
          >
            {CRM_TABS.map((tab) => (
              <Tab key={tab} value={tab} label={TABS[tab].label} id={tabId(tab)} aria-controls={PANEL_ID} />
            ))}
          </Tabs>
        </Box>
        <Stack spacing={2} role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(state.tab)}>
          <CrmToolbar view={state} onChange={update} searchRef={searchRef} onImport={() => setImporting(true)} />
          <CrmList
            view={state}
            params={apiParams}
            onChange={update}
            onClearSearch={clearSearch}
            onImport={() => setImporting(true)}
          />
        </Stack>
      </Stack>
      {importing && isImportKind(state.tab) && (
        <ImportDialog kind={state.tab} onClose={() => setImporting(false)} />
      )}
    </Page>
  );
}
