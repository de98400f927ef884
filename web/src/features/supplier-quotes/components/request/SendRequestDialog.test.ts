import { describe, expect, it } from 'vitest';
import { sentMessage } from './SendRequestDialog';

const one = (recipients: { contact_id: number; name: string; email: string }[]) => ({
  sent: [{ quote_id: 4, number: 'SQ-000004', outbox_ids: [1], recipients }],
  quotes: [],
});

describe('sentMessage', () => {
  it('names the one quote sent and who it went to, by name or else by address', () => {
    expect(sentMessage(one([{ contact_id: 1, name: 'Jo Hart', email: 'jo@x.example' }, { contact_id: 2, name: '', email: 'sales@x.example' }]))).toBe(
      'SQ-000004 sent to Jo Hart, sales@x.example.',
    );
  });

  it('counts the quotes when several went', () => {
    expect(sentMessage({ sent: [...one([]).sent, { ...one([]).sent[0], quote_id: 5 }], quotes: [] })).toBe('2 requests for prices sent.');
  });
});
