import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardOut, BoardParams } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** The planning board: one column per stage with its count, summed estimated value and first 100 projects. */
export function getBoard(params: BoardParams, signal?: AbortSignal): Promise<BoardOut> {
  return unwrap(api.GET('/projects/board', { params: { query: params }, signal }));
}

export const boardQueryOptions = (params: BoardParams) =>
  queryOptions({
    queryKey: queryKeys.projects.board(params),
    queryFn: ({ signal }) => getBoard(params, signal),
  });

export function useBoard(params: BoardParams) {
  return useQuery(boardQueryOptions(params));
}
