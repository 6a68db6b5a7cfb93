import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE } from '@core/domain/eventFilters';
import { createDebouncer } from '@web/lib/debounce';

describe('createDebouncer (filters applied after typing stops)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the last call, 300 ms after the last keystroke', () => {
    const debouncer = createDebouncer(FILTER_DEBOUNCE.search);
    const applied: string[] = [];
    debouncer.schedule(() => applied.push('y'));
    vi.advanceTimersByTime(200);
    debouncer.schedule(() => applied.push('yo'));
    vi.advanceTimersByTime(299);
    expect(applied).toEqual([]);
    expect(debouncer.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual(['yo']);
    expect(debouncer.pending()).toBe(false);
  });

  it('flush applies at once (Enter, blur) and only once', () => {
    const debouncer = createDebouncer(FILTER_DEBOUNCE.price);
    const run = vi.fn();
    debouncer.schedule(run);
    debouncer.flush();
    vi.advanceTimersByTime(FILTER_DEBOUNCE.price);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending call', () => {
    const debouncer = createDebouncer(800);
    const run = vi.fn();
    debouncer.schedule(run);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
