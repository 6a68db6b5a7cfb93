import { describe, expect, it } from 'vitest';
import { coverTileClass } from './coverTiles';

/** Columns each tile takes on a 4-column grid, the large first photo counting as 2×2 = 4 cells. */
const cells = (count: number, phone: boolean): number =>
  Array.from({ length: count }, (_, i) => coverTileClass(i, count)).reduce((sum, cls) => {
    const parts = cls.split(' ');
    const span = (prefix: string) =>
      Number(
        parts
          .find((p) => p.startsWith(`${prefix}col-span-`))
          ?.split('-')
          .pop() ?? 1,
      );
    const rows = parts.includes(`${phone ? '' : 'sm:'}row-span-2`) ? 2 : 1;
    return sum + (phone ? span('') : span('sm:')) * (phone ? 1 : rows);
  }, 0);

describe("the 'cover' gallery leaves no gap", () => {
  it('fills whole rows for any number of photos', () => {
    for (let count = 1; count <= 14; count++) {
      expect(cells(count, false) % 4, `${count} photos, 4 columns`).toBe(0);
      expect(cells(count, true) % 2, `${count} photos, 2 columns`).toBe(0);
    }
  });

  it('shows 3 photos as one large and two wide beside it', () => {
    expect(coverTileClass(0, 3)).toContain('sm:row-span-2');
    expect(coverTileClass(1, 3)).toContain('sm:col-span-2');
    expect(coverTileClass(2, 3)).toContain('sm:col-span-2');
  });
});
