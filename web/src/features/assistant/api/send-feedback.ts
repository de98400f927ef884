import { useMutation } from '@tanstack/react-query';
import type { FeedbackIn, FeedbackOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { markFeedback, type FeedbackGiven } from '../lib/panel-store';

/** Helpful or not, or a correction (the right answer in words and/or the right record); one per question. */
export function sendFeedback(body: FeedbackIn): Promise<FeedbackOut> {
  return unwrap(api.POST('/brickmate/feedbackEmbedding', { body }));
}

function given(body: FeedbackIn): FeedbackGiven {
  if (body.helpful) return 'helpful';
  const corrected = !!body.correction || !!body.corrected || (body.unhelpful_sources?.length ?? 0) > 0;
  return corrected ? 'corrected' : 'unhelpful';
}

/** The panel remembers what this user said about each answer, so the buttons show it. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: (_saved, body) => markFeedback(body.exchange_id, given(body)),
  });
}
