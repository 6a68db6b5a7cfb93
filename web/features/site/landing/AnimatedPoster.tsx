import { cn } from '@web/lib/cn';

type AnimatedPosterProps = { paused: boolean; label: string };

/**
 * The hero's "video": a self-made animated poster of soft drifting circles on a forest gradient.
 * Pure CSS transforms (cheap to composite); prefers-reduced-motion stops it via the global rule in
 * styles.css, and the hero's pause button stops it on request.
 */
export const AnimatedPoster = ({ paused, label }: AnimatedPosterProps) => (
  <div
    role="img"
    aria-label={label}
    className={cn(
      'absolute inset-0 overflow-hidden bg-[linear-gradient(160deg,#12201a_0%,#1d3025_45%,#2f4f3a_100%)]',
      paused && '[&_*]:[animation-play-state:paused]',
    )}
  >
    <div className="absolute -top-[20%] -left-[10%] size-[70vmax] animate-drift-a rounded-full bg-[radial-gradient(circle,rgb(106_151_119/0.55)_0%,transparent_62%)]" />
    <div className="absolute -right-[15%] -bottom-[25%] size-[65vmax] animate-drift-b rounded-full bg-[radial-gradient(circle,rgb(196_113_74/0.5)_0%,transparent_60%)]" />
    <div className="absolute top-[10%] right-[5%] size-[40vmax] animate-drift-c rounded-full bg-[radial-gradient(circle,rgb(220_201_169/0.38)_0%,transparent_62%)]" />
    <div className="absolute bottom-[5%] left-[20%] size-[35vmax] animate-drift-b rounded-full bg-[radial-gradient(circle,rgb(147_183_157/0.35)_0%,transparent_60%)] [animation-delay:-9s]" />
    {/* Three breathing rings (35 %, 57.5 % and 80 % of the square). HTML boxes, not SVG circles: the browser runs
        a transform or opacity animation of an HTML element on the compositor, one of an SVG child on the main
        thread, a frame of work there 60 times a second while the page loads (Lighthouse TBT, issue 17). */}
    <div
      aria-hidden
      className="absolute top-1/2 left-1/2 size-[120vmin] -translate-x-1/2 -translate-y-1/2 opacity-40"
    >
      <div className="absolute inset-[32.5%] animate-breathe rounded-full border border-[rgb(240_245_241/0.35)]" />
      <div className="absolute inset-[21.25%] animate-breathe rounded-full border border-[rgb(240_245_241/0.35)] [animation-delay:-3s]" />
      <div className="absolute inset-[10%] animate-breathe rounded-full border border-[rgb(240_245_241/0.35)] [animation-delay:-6s]" />
    </div>
    <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_30%,rgb(18_32_26/0.55)_100%)]" />
  </div>
);
