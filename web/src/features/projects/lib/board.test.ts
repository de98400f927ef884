import { describe, expect, it } from 'vitest';
import { project, board } from '../testing/fixtures';
import { applyMove, findCard, isNoMove } from './board';

const A = project(1, { estimated_value: '250000.50' });
const B = project(2, { estimated_value: null });
const C = project(3, { estimated_value: '1000.25' });
const D = project(4, { estimated_value: '99.25' });

describe('a board move shown before the server answers', () => {
  it('takes the card out of its column and puts it at the index of another, with counts and sums', () => {
    const before = board({ lead: [A, B], tender: [C, D] });
    const after = applyMove(before, { projectId: A.project_id, stage: 'tender', index: 1 });
    const lead = after.columns.find((c) => c.stage === 'lead')!;
    const tender = after.columns.find((c) => c.stage === 'tender')!;
    expect(lead.items.map((p) => p.project_id)).toEqual([2]);
    expect(lead).toMatchObject({ total: 1, estimated_value: '0.00' });
    expect(tender.items.map((p) => p.project_id)).toEqual([3, 1, 4]);
    expect(tender.items[1].stage).toBe('tender');
    expect(tender).toMatchObject({ total: 3, estimated_value: '251100.00' });
    expect(findCard(after, 1)).toMatchObject({ stage: 'tender', index: 1 });
    // The cached board itself is left alone (it is what a refused move goes back to).
    expect(findCard(before, 1)).toMatchObject({ stage: 'lead', index: 0 });
  });

  it('counts the index without the card itself within its own column', () => {
    const before = board({ lead: [A, B, C] });
    const down = applyMove(before, { projectId: A.project_id, stage: 'lead', index: 2 });
    expect(down.columns[0].items.map((p) => p.project_id)).toEqual([2, 3, 1]);
    expect(down.columns[0]).toMatchObject({ total: 3, estimated_value: before.columns[0].estimated_value });
    const clamped = applyMove(before, { projectId: C.project_id, stage: 'lead', index: 0 });
    expect(clamped.columns[0].items.map((p) => p.project_id)).toEqual([3, 1, 2]);
  });

  it('knows a drop where the card already is, and leaves a board without the card unchanged', () => {
    const before = board({ lead: [A, B] });
    expect(isNoMove(before, { projectId: 2, stage: 'lead', index: 1 })).toBe(true);
    expect(isNoMove(before, { projectId: 2, stage: 'lead', index: 0 })).toBe(false);
    expect(isNoMove(before, { projectId: 2, stage: 'won', index: 0 })).toBe(false);
    expect(applyMove(before, { projectId: 99, stage: 'won', index: 0 })).toBe(before);
  });
});
