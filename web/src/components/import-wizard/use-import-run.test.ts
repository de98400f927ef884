import { describe, expect, it } from 'vitest';
import { POLL_MS, pollDelay } from './use-import-run';

describe('pollDelay', () => {
  it('asks soon until a batch is saved, then in a quarter of the time the rows left should take, within bounds', () => {
    expect(pollDelay(0, 50_000, 300)).toBe(POLL_MS.first);
    expect(pollDelay(5_000, 50_000, 400)).toBe(POLL_MS.most); // 3.6 s left
    expect(pollDelay(40_000, 50_000, 3_200)).toBe(200); // 0.8 s left
    expect(pollDelay(49_000, 50_000, 3_900)).toBe(POLL_MS.least); // 0.08 s left
  });
});
