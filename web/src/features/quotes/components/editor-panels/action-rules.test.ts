import { describe, expect, it } from 'vitest';
import { actionRules } from './action-rules';
import { quote, sentQuote } from './test-fixtures';

const staff = { userId: 1, manager: false };
const manager = { userId: 1, manager: true };

describe('actionRules', () => {
  it('lets a draft be sent, duplicated and deleted by its author, and nothing of a sale', () => {
    const rules = actionRules(quote({ created_by: { id: 1, name: 'Ada' } }), false, staff);
    expect(rules).toMatchObject({
      send: null,
      duplicate: null,
      remove: null,
      removeMode: 'delete',
      decide: 'The quote has not been sent yet',
      convert: 'Only an accepted quote becomes an order',
      purchaseOrder: 'Only for an accepted quote',
      copyLink: 'Not sent yet: the customer has no link',
      showCheck: false,
    });
  });

  it('asks to save first for every action on the saved quote', () => {
    const rules = actionRules(sentQuote({ status: 'accepted' }), true, manager);
    for (const action of ['send', 'check', 'decide', 'purchaseOrder', 'duplicate', 'convert', 'remove'] as const) {
      expect(rules[action]).toBe('Save first');
    }
    expect(rules.copyLink).toBeNull();
  });

  it('records decisions only on a sent quote, and says why not otherwise', () => {
    expect(actionRules(sentQuote(), false, staff).decide).toBeNull();
    expect(actionRules(sentQuote({ status: 'expired' }), false, staff).decide).toBe(
      'The quote expired on Saturday, 20 December 2025',
    );
    expect(actionRules(sentQuote({ status: 'rejected' }), false, staff).decide).toBe('The customer already rejected it');
    expect(actionRules(sentQuote({ status: 'withdrawn' }), false, staff)).toMatchObject({
      decide: 'The quote was withdrawn',
      remove: 'The quote was already withdrawn',
      removeMode: 'withdraw',
    });
  });

  it('keeps accepted and converted quotes as the record of the sale', () => {
    const converted = sentQuote({ status: 'converted', order: { order_id: 3, number: 'SO-000003' } });
    expect(actionRules(converted, false, manager)).toMatchObject({
      convert: 'The quote became order SO-000003',
      purchaseOrder: null,
      remove: 'The quote became order SO-000003: it is kept as the record of the sale',
      send: 'The quote became order SO-000003',
    });
  });

  it('shows the check to managers, never usable by the author, nor on an earlier version', () => {
    expect(actionRules(quote({ created_by: { id: 2, name: 'Grace' } }), false, manager)).toMatchObject({
      showCheck: true,
      check: null,
    });
    expect(actionRules(quote({ created_by: { id: 1, name: 'Ada' } }), false, manager).check).toBe(
      'You wrote this quote: another manager checks it',
    );
    const earlier = sentQuote({ version: 1, current_version: 2 });
    expect(actionRules(earlier, false, manager)).toMatchObject({
      check: 'This is version 1; open the current version (2)',
      send: 'This is version 1; open the current version (2)',
    });
  });
});
