import { describe, expect, it } from 'vitest';
import { isActiveRun, runPercent } from './testData';

describe('test data helpers', () => {
  it('rounds progress down and never passes 100 %', () => {
    expect(runPercent(0, 0)).toBe(0);
    expect(runPercent(1, 3)).toBe(33);
    expect(runPercent(2999, 3000)).toBe(99);
    expect(runPercent(12, 10)).toBe(100);
  });

  it('knows which runs are still going', () => {
    expect(['queued', 'running', 'completed', 'failed', 'cancelled'].filter(isActiveRun)).toEqual([
      'queued',
      'running',
    ]);
  });
});
