/**
 * The project calls more than one feature makes: a page of the list and one project. The project screens,
 * the quote list's filters and the quote editor's project picker read them through these.
 */
import type { ProjectDetailOut, ProjectList, ProjectListParams } from '../api/types';
import { api, unwrap } from '../api/client';

/** A page of projects, searched by name, reference or Glenigan id, filtered by stage, customer and start date. */
export function listProjects(params: ProjectListParams, signal?: AbortSignal): Promise<ProjectList> {
  return unwrap(api.GET('/projects/all', { params: { query: params }, signal }));
}

/** One project with its site address, architects, suppliers and suggested products. */
export function fetchProject(projectId: number, signal?: AbortSignal): Promise<ProjectDetailOut> {
  return unwrap(api.GET('/projects/{id}', { params: { path: { id: projectId } }, signal }));
}
