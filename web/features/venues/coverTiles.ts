/**
 * Grid classes of the 'cover' gallery (2 columns on phones, 4 from sm): photo 1 large (2×2 from sm) with the
 * next four beside it, the rest in rows below. Tiles are widened where a row would otherwise end short, so no
 * count of photos leaves a gap (3 photos used to leave an empty quarter). Static strings, for Tailwind.
 */
const SM_SPAN = ['sm:col-span-1', 'sm:col-span-2', 'sm:col-span-3', 'sm:col-span-4'] as const;

const smSpan = (index: number, count: number): string => {
  const rest = count - 1;
  if (index === 0) return rest === 0 ? 'sm:col-span-4' : 'sm:col-span-2 sm:row-span-2';
  const j = index - 1;
  if (rest === 1) return 'sm:col-span-2 sm:row-span-2';
  if (rest === 2) return 'sm:col-span-2';
  if (rest === 3) return j === 2 ? 'sm:col-span-2' : 'sm:col-span-1';
  if (j < 4) return 'sm:col-span-1';
  const tail = rest - 4;
  const lastRow = tail % 4;
  return j === rest - 1 && lastRow !== 0 ? SM_SPAN[4 - lastRow]! : 'sm:col-span-1';
};

/** Phones: the first photo and, with an odd number of others, the last one take the full width. */
const phoneSpan = (index: number, count: number): string =>
  index === 0 || (index === count - 1 && (count - 1) % 2 === 1) ? 'col-span-2' : 'col-span-1';

export const coverTileClass = (index: number, count: number): string =>
  `${phoneSpan(index, count)} ${smSpan(index, count)}`;
