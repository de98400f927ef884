import { activityQuery, type ActivityQuery } from '@/lib/activity';
import { projectKey } from './keys';

/** Who did what to the project and when (created, edited, moved on the board, links and notes). */
export const projectActivityQuery = (projectId: number): ActivityQuery =>
  activityQuery(projectKey(projectId), `/projects/activity/${projectId}`);
