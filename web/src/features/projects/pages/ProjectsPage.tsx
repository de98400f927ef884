import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/Page';
import { ProjectBoard } from '../components/ProjectBoard';
import { ProjectsList } from '../components/ProjectsList';
import { ProjectsToolbar } from '../components/ProjectsToolbar';
import { newProjectPath } from '../lib/paths';
import { useProjectsView, type ProjectView } from '../lib/use-projects-view';

const VIEW_LABELS: Record<ProjectView, string> = { board: 'Board', list: 'List' };
const PANEL_ID = 'projects-tabpanel';
const tabId = (view: ProjectView) => `projects-tab-${view}`;

/** /projects/: the planning board by stage, or the sortable list with filters; search and customer apply to both. */
export default function ProjectsPage() {
  const { state, update, listParams, boardParams } = useProjectsView();
  const searchRef = useRef<HTMLInputElement>(null);
  const clearAll = useCallback(() => {
    update({ q: '', customerId: null, stages: [], startFrom: '', startTo: '' });
    searchRef.current?.focus();
  }, [update]);

  const actions = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      component={RouterLink}
      to={newProjectPath(state.customerId ?? undefined)}
    >
      New project
    </Button>
  );

  return (
    <Page title="Project planning" documentTitle={`${VIEW_LABELS[state.view]} · Projects`} actions={actions} maxWidth={1920}>
      <Stack spacing={2}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={state.view} onChange={(_, view: ProjectView) => update({ view })} aria-label="Project views">
            {(['board', 'list'] as const).map((view) => (
              <Tab key={view} value={view} label={VIEW_LABELS[view]} id={tabId(view)} aria-controls={PANEL_ID} />
            ))}
          </Tabs>
        </Box>
        <ProjectsToolbar view={state} onChange={update} listParams={listParams} searchRef={searchRef} />
        <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(state.view)}>
          {state.view === 'board' ? (
            <ProjectBoard params={boardParams} filtered={state.q !== '' || state.customerId !== null} onClearAll={clearAll} />
          ) : (
            <ProjectsList view={state} params={listParams} onChange={update} onClearAll={clearAll} />
          )}
        </Box>
      </Stack>
    </Page>
  );
}
