import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, PUBLIC, unwrap } from '@/lib/api/client';
import { toFormData } from '@/lib/api/form';
import type { components, operations } from '@/lib/api/schema';

type Schemas = components['schemas'];
export type PublicSchedule = Schemas['PublicScheduleOut'];
export type PublicCallOff = Schemas['PublicCallOffOut'];
export type PublicConfirmIn = Schemas['PublicConfirmIn'];
/** Read off the operation: the schema's name for it is shared with the purchase order's page. */
export type PublicProposeIn = operations['schedule_public_propose']['requestBody']['content']['application/json'];
export type PublicDispatchIn = Schemas['PublicDispatchIn'];

/** Without a page: the page the API opens on, the one of the next delivery. */
export const publicScheduleKey = (token: string, page?: number) => ['public-schedule', token, page ?? 'next'] as const;

/** The schedule (or the one call-off) behind a public link, without a token: its call-offs a page at a time. */
export function getPublicSchedule(token: string, page?: number, signal?: AbortSignal): Promise<PublicSchedule> {
  return unwrap(api.GET('/schedules/public/{token}', { params: { path: { token }, query: { page } }, signal, ...PUBLIC }));
}

export function usePublicSchedule(token: string, page?: number) {
  return useQuery({
    queryKey: publicScheduleKey(token, page),
    queryFn: ({ signal }) => getPublicSchedule(token, page, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The proof of delivery the link's reader may download. */
export const proofUrl = (token: string, fileId: number) => `/api/schedules/public/${token}/proof/${fileId}`;

/** `name`: who received it on site. */
export type Delivery = { name: string; delivered_at: string; pallets_delivered: string; note: string; file: File | null };

export type Action =
  | { kind: 'confirm'; body: PublicConfirmIn }
  | { kind: 'propose'; body: PublicProposeIn }
  | { kind: 'dispatch'; body: PublicDispatchIn }
  | { kind: 'deliver'; token: string; delivery: Delivery };

export function act(action: Action): Promise<PublicSchedule> {
  switch (action.kind) {
    case 'confirm':
      return unwrap(api.PUT('/schedules/public/confirm', { body: action.body, ...PUBLIC }));
    case 'propose':
      return unwrap(api.PUT('/schedules/public/propose', { body: action.body, ...PUBLIC }));
    case 'dispatch':
      return unwrap(api.PUT('/schedules/public/dispatched', { body: action.body, ...PUBLIC }));
    case 'deliver': {
      const { delivery } = action;
      const form = toFormData({
        token: action.token,
        name: delivery.name,
        delivered_at: delivery.delivered_at ? new Date(delivery.delivered_at).toISOString() : undefined,
        pallets_delivered: delivery.pallets_delivered || undefined,
        note: delivery.note,
        file: delivery.file ?? undefined,
      });
      return unwrap(
        api.POST('/schedules/public/delivered', {
          // The body goes as the multipart form built above (the typed fields are checked by the schema's form).
          body: form as never,
          bodySerializer: (body: unknown) => body as FormData,
          ...PUBLIC,
        }),
      );
    }
  }
}

/** Confirm, propose another date, mark dispatched or delivered (on a works or haulier link: one call-off, one page);
 * the answer replaces the page's copy. */
export function useAct(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: act, onSuccess: (schedule) => queryClient.setQueryData(publicScheduleKey(token), schedule) });
}
