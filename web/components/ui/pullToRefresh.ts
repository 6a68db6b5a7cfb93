/** Spec §9 pull-to-refresh: release after more than 80 px to refresh; the indicator travels 60 px. */
export const PULL_THRESHOLD_PX = 80;
export const PULL_INDICATOR_PX = 60;

export type PullPhase = 'idle' | 'pulling' | 'refreshing';

/** Where the indicator sits and whether letting go now refreshes. */
export const pullProgress = (deltaY: number): { offset: number; ready: boolean; ratio: number } => {
  const distance = Math.max(0, deltaY);
  return {
    offset: Math.min(distance, PULL_INDICATOR_PX),
    ready: distance > PULL_THRESHOLD_PX,
    ratio: Math.min(distance / PULL_THRESHOLD_PX, 1),
  };
};
