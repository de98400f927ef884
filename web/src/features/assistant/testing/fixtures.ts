import type {
  AnswerOut,
  ConversationDetailOut,
  ConversationOut,
  IndexJobOut,
  IndexStatusOut,
  ProposalOut,
} from '@/lib/api/types';

export const answer = (overrides: Partial<AnswerOut> = {}): AnswerOut => ({
  conversation_id: 7,
  exchange_id: 70,
  question: 'How much is the Ibstock Red Multi?',
  intent: 'product_price',
  entities: { product: ['Ibstock Red Multi 65mm'] },
  text: 'Ibstock Red Multi 65mm costs £612.00 per 1000, lead time 10 days.',
  cards: [
    {
      kind: 'product',
      record_id: 5,
      title: 'Ibstock Red Multi 65mm',
      link: '/products/5',
      facts: [
        { label: 'List price', value: '£612.00 per 1000' },
        { label: 'Lead time', value: '10 days' },
        { label: 'Supplier', value: 'Ibstock Brick' },
      ],
    },
  ],
  sources: [
    {
      kind: 'product',
      record_id: 5,
      title: 'Ibstock Red Multi 65mm',
      link: '/products/5',
      snippet: 'Ibstock Red Multi 65mm — a red multi stock facing brick.',
      score: 0.032,
    },
    {
      kind: 'quote',
      record_id: 12,
      title: 'Q-000012 Acme Homes',
      link: '/quotes/editor/12',
      snippet: 'Quote for Acme Homes: 12,000 Ibstock Red Multi.',
      score: 0.016,
    },
  ],
  confidence: 0.92,
  confidence_label: 'high',
  learned: null,
  created_at: '2026-03-02T10:15:00Z',
  ...overrides,
});

export const conversation = (overrides: Partial<ConversationOut> = {}): ConversationOut => ({
  conversation_id: 7,
  title: 'How much is the Ibstock Red Multi?',
  questions: 1,
  created_at: '2026-03-02T10:15:00Z',
  updated_at: '2026-03-02T10:15:00Z',
  ...overrides,
});

export const conversationDetail = (
  exchanges: AnswerOut[],
  overrides: Partial<ConversationOut> = {},
): ConversationDetailOut => ({ ...conversation({ questions: exchanges.length, ...overrides }), exchanges });

export const job = (overrides: Partial<IndexJobOut> = {}): IndexJobOut => ({
  job_id: 3,
  kinds: [],
  status: 'queued',
  total: 0,
  processed: 0,
  embedded: 0,
  removed: 0,
  error: '',
  created_at: '2026-03-02T09:00:00Z',
  started_at: null,
  finished_at: null,
  ...overrides,
});

export const indexStatus = (overrides: Partial<IndexStatusOut> = {}): IndexStatusOut => ({
  model: 'sentence-transformers/all-MiniLM-L6-v2',
  kinds: [
    { kind: 'product', records: 1240, documents: 1200, stale: 3 },
    { kind: 'customer', records: 60, documents: 60, stale: 0 },
    { kind: 'quote', records: 310, documents: 300, stale: 0 },
  ],
  last_job: null,
  ...overrides,
});

export const proposal = (overrides: Partial<ProposalOut> = {}): ProposalOut => ({
  proposal_id: 31,
  kind: 'draft_quote',
  summary: 'Start a draft quote for Acme Homes with 2 lines.',
  payload: {
    kind: 'draft_quote',
    party: { organisation_id: 3, name: 'Acme Homes', kind: 'customer' },
    lines: [
      {
        asked: '12,000 Ibstock red',
        product_id: 5,
        code: 'IBS-RM',
        name: 'Ibstock Red Multi 65mm',
        quantity: '12',
        unit: 'per_1000',
        shown: '12,000 bricks',
        note: '12,000 = 12 × 1,000',
        discontinued: false,
      },
      {
        asked: '40 lintels',
        product_id: 9,
        code: 'LIN-12',
        name: 'Steel Lintel 1200mm',
        quantity: '40',
        unit: 'each',
        shown: '40 each',
        note: '',
        discontinued: true,
      },
    ],
    unmatched: ['3 unobtainium widgets'],
  },
  status: 'pending',
  expires_at: '2026-03-02T10:45:00Z',
  result: null,
  ...overrides,
});
