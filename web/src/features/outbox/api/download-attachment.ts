import { useMutation } from '@tanstack/react-query';
import type { OutboxAttachmentOut } from '@/lib/api/types';
import { http } from '@/lib/http';

export type AttachmentRef = { messageId: number; attachment: OutboxAttachmentOut };

/** Save a file sent with a mail (a quote's PDF) under the name it was sent with. */
export function downloadAttachment({ messageId, attachment }: AttachmentRef): Promise<string> {
  return http.download(`/outbox/${messageId}/attachments/${attachment.id}`, { filename: attachment.filename });
}

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
