import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PULL_FAILED_MS,
  PULL_MIN_SPIN_MS,
  pullProgress,
  PullToRefreshMachine,
  type PullPhase,
} from './pullToRefresh';

describe('pullProgress', () => {
  it('is ready only beyond 80 px', () => {
    expect(pullProgress(80).ready).toBe(false);
    expect(pullProgress(81).ready).toBe(true);
  });
  it('caps the indicator at 60 px and ignores upward moves', () => {
    expect(pullProgress(200).offset).toBe(60);
    expect(pullProgress(30).offset).toBe(30);
    expect(pullProgress(-50)).toEqual({ offset: 0, ready: false, ratio: 0 });
  });
});

describe('the pull-to-refresh state machine (spec §4)', () => {
  let phases: PullPhase[];
  const machineWith = (refresh: () => Promise<unknown> | void) =>
    new PullToRefreshMachine(refresh, (s) => {
      if (phases.at(-1) !== s.phase) phases.push(s.phase);
    });

  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
  });
  afterEach(() => vi.useRealTimers());

  it('goes back to idle when let go before the threshold, without refreshing', () => {
    const refresh = vi.fn();
    const machine = machineWith(refresh);
    machine.move(40);
    machine.move(80);
    machine.release();
    vi.runAllTimers();
    expect(refresh).not.toHaveBeenCalled();
    expect(phases).toEqual(['pulling', 'idle']);
  });

  it('refreshes past 80 px: pulling → refreshing → idle', async () => {
    const refresh = vi.fn().mockResolvedValue(undefined);
    const machine = machineWith(refresh);
    machine.move(90);
    machine.release();
    expect(machine.state.phase).toBe('refreshing');
    // A finger moving during the refresh does not interrupt it.
    machine.move(30);
    expect(machine.state.phase).toBe('refreshing');
    await vi.advanceTimersByTimeAsync(PULL_MIN_SPIN_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0); // the refresh's promise settles
    expect(phases).toEqual(['pulling', 'refreshing', 'idle']);
  });

  it("shows the failure ('Kon pagina niet vernieuwen.') for a while when the refresh fails", async () => {
    const machine = machineWith(() => Promise.reject(new Error('offline')));
    machine.move(120);
    machine.release();
    await vi.advanceTimersByTimeAsync(PULL_MIN_SPIN_MS);
    await vi.advanceTimersByTimeAsync(0); // the refresh's rejection settles
    expect(machine.state.phase).toBe('failed');
    await vi.advanceTimersByTimeAsync(PULL_FAILED_MS - 1);
    expect(machine.state.phase).toBe('failed');
    await vi.advanceTimersByTimeAsync(1);
    expect(phases).toEqual(['pulling', 'refreshing', 'failed', 'idle']);
  });

  it('a new pull replaces the failure message at once', async () => {
    const machine = machineWith(() => Promise.reject(new Error('offline')));
    machine.move(120);
    machine.release();
    await vi.advanceTimersByTimeAsync(PULL_MIN_SPIN_MS);
    machine.move(20);
    expect(machine.state.phase).toBe('pulling');
    await vi.advanceTimersByTimeAsync(PULL_FAILED_MS);
    expect(machine.state.phase).toBe('pulling');
  });

  it('stays silent once disposed', async () => {
    const refresh = vi.fn();
    const machine = machineWith(refresh);
    machine.move(120);
    machine.release();
    machine.dispose();
    await vi.advanceTimersByTimeAsync(PULL_MIN_SPIN_MS);
    expect(refresh).not.toHaveBeenCalled();
  });
});
