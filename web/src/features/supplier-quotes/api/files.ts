import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, done, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { uploadForm } from '@/lib/api/form';
import { ApiError, apiPath, http } from '@/lib/http';
import { queryKeys } from '@/lib/query-keys';

export type SupplierQuoteFile = components['schemas']['SupplierQuoteFileOut'];

const filesKey = (quoteId: number) => [...queryKeys.supplierQuotes.detail(quoteId), 'files'] as const;

/** Every file of the quote, the supplier's (attached on their page) and ours, newest first. */
export function useQuoteFiles(quoteId: number) {
  return useQuery({
    queryKey: filesKey(quoteId),
    queryFn: ({ signal }) => unwrap(api.GET('/suppliers/quote/file/{id}', { params: { path: { id: quoteId } }, signal })),
  });
}

/** Save an uploaded file under its name (downloads need the token, so a plain link cannot do). */
export function downloadQuoteFile(file: SupplierQuoteFile): Promise<string> {
  if (!file.download_url) return Promise.reject(new ApiError(400, 'This is a link, not an uploaded file.'));
  return http.download(apiPath(file.download_url), { filename: file.name });
}

/** Add a file of ours (the supplier never sees it), or delete one; each refreshes the list. */
export function useQuoteFileMutations(quoteId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: filesKey(quoteId) });
  const add = useMutation({
    mutationFn: (file: File) => uploadForm('/suppliers/quote/file/insert', { related_id: quoteId, file }, {}),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (fileId: number) => done(api.DELETE('/suppliers/quote/file/{id}', { params: { path: { id: fileId } } })),
    onSuccess: refresh,
  });
  return { add, remove };
}
