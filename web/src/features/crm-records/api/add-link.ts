import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { FileOut } from '@/lib/api/types';
import { maxMessage, requiredWebAddress } from '@/lib/validation';
import { insertFile, targetKey, type FileTarget } from './file-target';

export const linkSchema = z.object({
  url: requiredWebAddress(),
  name: z.string().trim().max(255, maxMessage(255)),
});
export type LinkValues = z.infer<typeof linkSchema>;

/**
 * A link (e.g. to a shared drive) recorded instead of an upload, through the same multipart call; the name
 * defaults to the address.
 */
export function addLink(target: FileTarget, { url, name }: LinkValues): Promise<FileOut> {
  return insertFile(target, name ? { url, name } : { url });
}

export function useAddLink(target: FileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LinkValues) => addLink(target, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetKey(target) }),
  });
}
