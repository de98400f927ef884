/**
 * Every Brickmate query key starts with 'brickmate': `['brickmate', 'conversations']` (the user's history),
 * `['brickmate', 'conversation', id]` (one conversation with its exchanges), and the admin screen's
 * `['brickmate', 'index', 'status']` and `['brickmate', 'index', 'job', id]`.
 */
const all = ['brickmate'] as const;

export const brickmateKeys = {
  all,
  conversations: () => [...all, 'conversations'] as const,
  conversation: (conversationId: number) => [...all, 'conversation', conversationId] as const,
  index: () => [...all, 'index'] as const,
  status: () => [...all, 'index', 'status'] as const,
  job: (jobId: number) => [...all, 'index', 'job', jobId] as const,
};
