/** What other features add to a CRM record's screen (features do not import each other; the app joins them). */
import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { OrganisationOut, ProjectDetailOut } from '@/lib/api/types';

// The routes (and so the first screen, /login) import this file: every section it adds loads apart, with its screen.

/** A customer's quotes, orders and projects, a company's quotes, a supplier's supplier quotes (folded on a phone). */
const CustomerFolds = lazy(() => import('./organisation-sections').then((m) => ({ default: m.CustomerFolds })));
const CompanyFolds = lazy(() => import('./organisation-sections').then((m) => ({ default: m.CompanyFolds })));
const SupplierFolds = lazy(() => import('./organisation-sections').then((m) => ({ default: m.SupplierFolds })));

/** A project's tasks, quotes and call-offs (folded on a phone). */
const ProjectFolds = lazy(() => import('./project-sections'));

type Props = { organisation: OrganisationOut };

/** Each section loads on its own: one feature's code never holds up another's section. */
export const Own = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** The sections one under the other (as MUI's Stack, which the first screen would otherwise load for this). */
export const Column = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, sm: 3 } }}>{children}</Box>
);

/** An organisation's sections, loaded apart from the screen. */
const loadedApart = (Body: ComponentType<Props>) =>
  function Sections({ organisation }: Props) {
    return (
      <Own>
        <Body organisation={organisation} />
      </Own>
    );
  };

export const CustomerSections = loadedApart(CustomerFolds);
/** A company (a prospect) is quoted to like a customer. */
export const CompanySections = loadedApart(CompanyFolds);
/** A supplier's requests for prices and its answers (Buying). */
export const SupplierSections = loadedApart(SupplierFolds);

/** A project's tasks, quotes and its orders' call-off schedules, loaded apart from the screen. */
export function ProjectSections({ project }: { project: ProjectDetailOut }) {
  return (
    <Own>
      <ProjectFolds project={project} />
    </Own>
  );
}
