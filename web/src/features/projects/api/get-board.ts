import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardOut, BoardParams } from '@/lib/api/types';
import { http } from '@/lib/http';
import { boardKey } from './keys';

/** The planning board: one column per stage with its count, summed estimated value and first 100 projects. */
export function getBoard(params: BoardParams, signal?: AbortSignal): Promise<BoardOut> {
  return http.get<BoardOut>('/projects/board', { query: params, signal });
}

export const boardQueryOptions = (params: BoardParams) =>
  queryOptions({
    queryKey: boardKey(params),
    queryFn: ({ signal }) => getBoard(params, signal),
  });

export function useBoard(params: BoardParams) {
  return useQuery(boardQueryOptions(params));
}
