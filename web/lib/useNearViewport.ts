import { useEffect, useState } from 'react';
import { useHydrating } from './useHydrating';

/**
 * True once the element comes within `margin` of the viewport (and from then on): heavy widgets such as a
 * Leaflet map below the fold load when the visitor scrolls towards them, not with the page. Returns a
 * callback ref, so an element that mounts later is observed too.
 */
export const useNearViewport = (
  margin = '400px',
): { ref: (element: Element | null) => void; near: boolean } => {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);
  // Without IntersectionObserver (very old browsers) the widget loads at once, but never while hydrating: the
  // server (which has no IntersectionObserver either) and the hydrating browser must render the same placeholder
  // (issue 17), or the page is thrown away and rebuilt.
  const hydrating = useHydrating();
  const near = seen || (!hydrating && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return { ref: setElement, near };
};
