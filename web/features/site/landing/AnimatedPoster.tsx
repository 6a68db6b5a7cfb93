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
    <svg
      aria-hidden
      viewBox="0 0 800 800"
      className="absolute top-1/2 left-1/2 size-[120vmin] -translate-x-1/2 -translate-y-1/2 opacity-40"
    >
      <g fill="none" stroke="rgb(240 245 241 / 0.35)" strokeWidth="1">
        <circle
          cx="400"
          cy="400"
          r="140"
          className="origin-center animate-breathe [transform-box:fill-box]"
        />
        <circle
          cx="400"
          cy="400"
          r="230"
          className="origin-center animate-breathe [animation-delay:-3s] [transform-box:fill-box]"
        />
        <circle
          cx="400"
          cy="400"
          r="320"
          className="origin-center animate-breathe [animation-delay:-6s] [transform-box:fill-box]"
        />
      </g>
    </svg>
    <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_30%,rgb(18_32_26/0.55)_100%)]" />
  </div>
);
