import { useState } from 'react';
import type { ImageLayout, ResponsiveImageSources } from '@core/domain/images';
import { type ImageStage, imageSourcesFor, nextImageStage } from './connection';
import { useSlowConnection } from './useSlowConnection';

type AdaptiveImage = {
  /** What to put in `src`/`srcSet`/`sizes`; null when there is no image or nothing loaded (show the placeholder). */
  sources: ResponsiveImageSources | null;
  handleError: () => void;
};

/**
 * An image that asks for its resized variants (a small one on a slow connection, spec §4); when they fail it
 * falls back to the original, and when the original fails too `sources` becomes null (web/lib/connection.ts).
 */
export const useAdaptiveImage = (url: string | null | undefined, layout: ImageLayout): AdaptiveImage => {
  const slow = useSlowConnection();
  const [failed, setFailed] = useState<{ url: string; stage: ImageStage } | null>(null);
  if (!url) return { sources: null, handleError: () => undefined };
  const stage = failed?.url === url ? failed.stage : 'variants';
  const sources = imageSourcesFor(url, layout, { slow, stage });
  return {
    sources,
    handleError: () => {
      if (sources) setFailed({ url, stage: nextImageStage(stage, sources, url) });
    },
  };
};
