/** What other features add to a CRM record's screen (features do not import each other; the app joins them). */
import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import type { OrganisationOut, ProjectDetailOut } from '@/lib/api/types';

// The routes (and so the first screen, /login) import this file: every section it adds loads apart, with its screen.

/** A record's tasks (the task pad's linked tasks). */
const LinkedTasks = lazy(() => import('@/components/LinkedTasks').then((m) => ({ default: m.LinkedTasks })));
/** A customer's quotes, orders and projects (folded on a phone), shown on the customer's screen. */
const CustomerSectionsBody = lazy(() => import('./customer-sections'));
/** A customer's or a company's quotes. */
const CustomerQuotes = lazy(() => import('@/features/quotes/components/CustomerQuotes'));

/** A project's orders with their delivery progress, each opening its call-off schedule. */
const ProjectSchedules = lazy(() => import('@/features/call-offs/components/ProjectSchedules'));
/** A project's quotes. */
const ProjectQuotes = lazy(() => import('@/features/quotes/components/ProjectQuotes'));

/** A supplier's quotes (Buying), shown on the supplier's screen. */
const SupplierQuotes = lazy(() => import('@/features/supplier-quotes/components/RecordSupplierQuotes'));

type Props = { organisation: OrganisationOut };

/** Each section loads on its own: one feature's code never holds up another's section. */
export const Own = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** The sections one under the other (as MUI's Stack, which the first screen would otherwise load for this). */
export const Column = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, sm: 3 } }}>{children}</Box>
);

export function CustomerSections({ organisation }: Props) {
  return (
    <Own>
      <CustomerSectionsBody organisation={organisation} />
    </Own>
  );
}

/** A company (a prospect) is quoted to like a customer. */
export function CompanySections({ organisation }: Props) {
  return <CustomerQuotes organisation={organisation} />;
}

/** A supplier's requests for prices and its answers. */
export function SupplierSections({ organisation }: Props) {
  return <SupplierQuotes organisation={organisation} />;
}

/** A project's quotes, its orders' call-off schedules and its tasks. */
export function ProjectSections({ project }: { project: ProjectDetailOut }) {
  return (
    <Column>
      <Own>
        <LinkedTasks recordType="project" recordId={project.project_id} />
      </Own>
      <Own>
        <ProjectQuotes project={project} />
      </Own>
      <Own>
        <ProjectSchedules project={project} />
      </Own>
    </Column>
  );
}
