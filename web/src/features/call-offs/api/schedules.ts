import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { DayPage, DayParams, FlatOut, FlatParams, MonthOut, MonthParams, ScheduleList, ScheduleListParams } from './types';

/** Orders with their schedule summary: ordered, called off, delivered, remaining, the next delivery. */
export function getSchedules(params: ScheduleListParams, signal?: AbortSignal): Promise<ScheduleList> {
  return unwrap(api.GET('/schedules', { params: { query: params }, signal }));
}

export function useSchedules(params: ScheduleListParams, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.schedules.list(params),
      queryFn: ({ signal }) => getSchedules(params, signal),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

/** The call-offs of a date range, one per row, with the loads per day and works and the order-by warnings. */
export function getBoard(params: FlatParams, signal?: AbortSignal): Promise<FlatOut> {
  return unwrap(api.GET('/schedules/flat', { params: { query: params }, signal }));
}

export function useBoard(params: FlatParams, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.schedules.board(params),
      queryFn: ({ signal }) => getBoard(params, signal),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

/** The month board: per day its call-offs counted by status, its loads per works and its first call-offs. */
export function getMonth(params: MonthParams, signal?: AbortSignal): Promise<MonthOut> {
  return unwrap(api.GET('/schedules/month', { params: { query: params }, signal }));
}

export function useMonth(params: MonthParams, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.schedules.month(params),
      queryFn: ({ signal }) => getMonth(params, signal),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

/** One day's call-offs in the board's order, a page at a time. */
export function getDay(params: DayParams, signal?: AbortSignal): Promise<DayPage> {
  return unwrap(api.GET('/schedules/day', { params: { query: params }, signal }));
}

export function useDay(params: DayParams) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.schedules.day(params),
      queryFn: ({ signal }) => getDay(params, signal),
      placeholderData: keepPreviousData,
    }),
  });
}
