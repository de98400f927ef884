/**
 * Every project query key starts with 'projects', so any change to a project refreshes the board, the lists
 * and the record: `['projects', 'list', params]`, `['projects', 'board', filters]`, `['projects', 'project', id, …]`.
 */
import type { BoardParams, ProjectListParams } from '@/lib/api/types';

export const projectsKey = ['projects'] as const;
export const projectListKey = (params: ProjectListParams) => [...projectsKey, 'list', params] as const;
export const boardKey = (params: BoardParams) => [...projectsKey, 'board', params] as const;
/** One project's queries (detail, stats, notes, activity). */
export const projectKey = (projectId: number) => [...projectsKey, 'project', projectId] as const;
