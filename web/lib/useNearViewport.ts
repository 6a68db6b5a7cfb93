import { useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on): heavy widgets such as a
 * Leaflet map below the fold load when the visitor scrolls towards them, not with the page. Returns a
 * callback ref, so an element that mounts later is observed too.
 */
export const useNearViewport = (
  margin = '400px',
): { ref: (element: Element | null) => void; near: boolean } => {
  const [element, setElement] = useState<Element | null>(null);
  // False on the first render everywhere: the server (no IntersectionObserver) and the hydrating browser must
  // render the same placeholder (issue 17), or the page is thrown away and rebuilt.
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    // Without IntersectionObserver (very old browsers) the widget loads at once, after the first render.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return { ref: setElement, near };
};
