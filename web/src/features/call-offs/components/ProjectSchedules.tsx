import { RecordSchedules } from './RecordSchedules';

/** On a project's screen (the app places it there). */
export default function ProjectSchedules({ project }: { project: { project_id: number; name: string } }) {
  return <RecordSchedules of={{ project_id: project.project_id }} name={project.name} />;
}
