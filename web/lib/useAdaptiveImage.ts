import { useState } from 'react';
import { imageSourceFor } from './connection';
import { useSlowConnection } from './useSlowConnection';

type AdaptiveImage = {
  /** What to put in `src`; null when there is no image or it failed to load (show the placeholder). */
  src: string | null;
  handleError: () => void;
};

/**
 * An image that asks for its low-quality variant on a slow connection (web/lib/connection.ts); when that
 * variant fails it falls back to the original, and when the original fails too `src` becomes null.
 */
export const useAdaptiveImage = (url: string | null | undefined): AdaptiveImage => {
  const slow = useSlowConnection();
  const [failed, setFailed] = useState<{ url: string; lowQuality: boolean; original: boolean } | null>(null);
  if (!url) return { src: null, handleError: () => undefined };
  const state = failed?.url === url ? failed : { url, lowQuality: false, original: false };
  const src = imageSourceFor(url, { slow, lowQualityFailed: state.lowQuality });
  return {
    src: state.original ? null : src,
    handleError: () => setFailed(src === url ? { ...state, original: true } : { ...state, lowQuality: true }),
  };
};
