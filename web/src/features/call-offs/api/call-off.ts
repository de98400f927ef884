import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { postForm } from '@/lib/api/form';
import { http } from '@/lib/http';
import { queryKeys, refetchWhenStale } from '@/lib/query-keys';
import { SCHEDULE_ROOTS, invalidateSchedules } from './roots';
import type { CallOffAddIn, CallOffEditIn, CallOffOut, LinkOut, PhasesIn, PlotEditIn, ScheduleOut, StatusIn } from './types';

/** The whole schedule of an order: plots × products with their balances, its call-offs and public links. */
export function getSchedule(orderId: number, signal?: AbortSignal): Promise<ScheduleOut> {
  return unwrap(api.GET('/schedules/order/{id}', { params: { path: { id: orderId } }, signal }));
}

export const scheduleQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: queryKeys.schedules.detail(orderId), queryFn: ({ signal }) => getSchedule(orderId, signal) });

export function useSchedule(orderId: number | null) {
  return useQuery({ ...scheduleQueryOptions(orderId ?? 0), enabled: orderId !== null, retry: false });
}

/** One call-off: its fields, items, events, proofs, links and where it may move next. */
export function getCallOff(scheduleId: number, signal?: AbortSignal): Promise<CallOffOut> {
  return unwrap(api.GET('/schedules/{id}', { params: { path: { id: scheduleId } }, signal }));
}

export const callOffQueryOptions = (scheduleId: number) =>
  queryOptions({ queryKey: queryKeys.schedules.callOff(scheduleId), queryFn: ({ signal }) => getCallOff(scheduleId, signal) });

export function useCallOff(scheduleId: number | null) {
  return useQuery({ ...callOffQueryOptions(scheduleId ?? 0), enabled: scheduleId !== null });
}

/** Every change answers the call-off as it now stands: cache it, and refresh every schedule view. */
function useCallOffMutation<I>(call: (body: I) => Promise<CallOffOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (callOff) => {
      queryClient.setQueryData(queryKeys.schedules.callOff(callOff.schedule_id), callOff);
      return invalidateSchedules(queryClient);
    },
  });
}

/** Call off plots (each whole, from its balance) and/or given quantities; over-calling needs a manager's reason. */
export const useAddCallOff = () =>
  useCallOffMutation((body: CallOffAddIn) => unwrap(api.POST('/schedules/plot/add', { body })));

/** Dates, window, site, load, works and notes (a stale `version` is 409). */
export const useEditCallOff = () =>
  useCallOffMutation(({ scheduleId, body }: { scheduleId: number; body: CallOffEditIn }) =>
    unwrap(api.POST('/schedules/edit/{id}', { params: { path: { id: scheduleId } }, body })),
  );

/** Change the plot quantities of a call-off. */
export const useEditCallOffPlots = () => useCallOffMutation((body: PlotEditIn) => unwrap(api.PUT('/schedules/plot/edit', { body })));

/** Move a call-off along its status machine (a move not allowed is 409 with why). */
export const useMoveCallOff = () =>
  useCallOffMutation((body: StatusIn) => unwrap(api.PUT('/schedules/status/delivery', { body })));

/** Cancel a call-off (with why): its quantities go back to the balance; it is kept, cancelled, with its history. */
export const useCancelCallOff = () =>
  useCallOffMutation(({ scheduleId, reason }: { scheduleId: number; reason: string }) =>
    unwrap(api.DELETE('/schedules/plot/{id}', { params: { path: { id: scheduleId }, query: { reason } } })),
  );

/** Withdraw a public link: it answers "not found" from now on. */
export function useRevokeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number): Promise<LinkOut> => unwrap(api.PUT('/schedules/links/revoke', { body: { link_id: linkId } })),
    onSuccess: () => invalidateSchedules(queryClient),
  });
}

/**
 * Set the build phase of plots of an order; answers the schedule as it now stands. Each plot's `previous` is its
 * phase as read: one set by someone else since is 409, and the schedule is refetched.
 */
export function useSetPhases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhasesIn): Promise<ScheduleOut> => unwrap(api.PUT('/schedules/plot/phase', { body })),
    onSuccess: (schedule) => {
      queryClient.setQueryData(queryKeys.schedules.detail(schedule.order_id), schedule);
      return invalidateSchedules(queryClient);
    },
    onError: refetchWhenStale(queryClient, SCHEDULE_ROOTS),
  });
}

/** Upload a proof of delivery (a photo or the signed docket): a delivered call-off becomes `proof_received`. */
export const useUploadProof = () =>
  useCallOffMutation(({ scheduleId, file, receivedBy }: { scheduleId: number; file: File; receivedBy: string }) =>
    postForm('/schedules/proof', { schedule_id: scheduleId, file, received_by: receivedBy }, {}),
  );

/** Download one of a call-off's proofs (with the staff token). */
export function downloadProof(scheduleId: number, proof: { file_id: number; name: string }): Promise<string> {
  return http.download(`/schedules/${scheduleId}/proof/${proof.file_id}`, { filename: proof.name });
}
