import type { ProjectDetailOut } from '@/lib/api/types';
import { RecordQuotes } from './RecordQuotes';

/** A project's quotes, on its screen (the app places it there). */
export default function ProjectQuotes({ project }: { project: Pick<ProjectDetailOut, 'project_id' | 'name'> }) {
  return <RecordQuotes of={{ project_id: project.project_id }} name={project.name} />;
}
