import { api, unwrap } from '@/lib/api/client';
import { recordActivityQuery, type ActivityQuery } from '@/lib/activity';

/** Who did what to the project and when (created, edited, moved on the board, links and notes). */
export const projectActivityQuery = (projectId: number): ActivityQuery =>
  recordActivityQuery({ type: 'project', id: projectId }, (query, signal) =>
    unwrap(api.GET('/projects/activity/{id}', { params: { path: { id: projectId }, query }, signal })),
  );
