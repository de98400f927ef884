/**
 * What a project's screen shows under its details from other features: its tasks, quotes and call-offs. On a phone
 * each folds to a line saying what it holds (loaded with the screen, apart from the first screen's code).
 */
import { lazy } from 'react';
import { TasksFold } from '@/components/LinkedTasks';
import { PhoneSection } from '@/components/PhoneFold';
import { quotesSummary } from '@/components/QuoteFigures';
import { useProjectStats } from '@/features/projects/api/get-project-stats';
import type { ProjectDetailOut } from '@/lib/api/types';
import { counted } from '@/lib/format';
import { Column, Own } from './record-sections';

/** A project's orders with their delivery progress, each opening its call-off schedule. */
const ProjectSchedules = lazy(() => import('@/features/call-offs/components/ProjectSchedules'));
/** A project's quotes. */
const ProjectQuotes = lazy(() => import('@/features/quotes/components/ProjectQuotes'));

type Props = { project: ProjectDetailOut };

/** A project's tasks, quotes and its orders' call-off schedules. */
export default function ProjectFolds({ project }: Props) {
  const id = project.project_id;
  // The figures' own query (already asked by the screen's strip).
  const figures = useProjectStats(id).data?.quotes;
  return (
    <Column>
      <TasksFold recordType="project" recordId={id} />
      <PhoneSection title="Quotes" summary={figures && quotesSummary(figures)}>
        <Own>
          <ProjectQuotes project={project} />
        </Own>
      </PhoneSection>
      <PhoneSection title="Call-offs" summary={figures && counted(figures.orders, 'order')}>
        <Own>
          <ProjectSchedules project={project} />
        </Own>
      </PhoneSection>
    </Column>
  );
}
