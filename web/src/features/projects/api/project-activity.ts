import { activityQuery, type ActivityQuery } from '@/lib/activity';
import { queryKeys } from '@/lib/query-keys';

/** Who did what to the project and when (created, edited, moved on the board, links and notes). */
export const projectActivityQuery = (projectId: number): ActivityQuery =>
  activityQuery(queryKeys.projects.detail(projectId), `/projects/activity/${projectId}`);
