import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { FileOut } from '@/lib/api/types';
import { maxMessage } from '@/lib/validation';
import { insertCall, targetKey, type FileTarget } from './file-target';
import { requiredWebAddress } from './rules';
import { sendForm } from './send-form';

export const linkSchema = z.object({
  url: requiredWebAddress(),
  name: z.string().trim().max(255, maxMessage(255)),
});
export type LinkValues = z.infer<typeof linkSchema>;

/** A link (e.g. to a shared drive) recorded instead of an upload; the name defaults to the address. */
export function addLink(target: FileTarget, { url, name }: LinkValues): Promise<FileOut> {
  const { path, idField } = insertCall(target);
  const form = new FormData();
  form.append(idField, String(target.id));
  form.append('url', url);
  if (name) form.append('name', name);
  return sendForm<FileOut>(path, form);
}

export function useAddLink(target: FileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LinkValues) => addLink(target, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetKey(target) }),
  });
}
