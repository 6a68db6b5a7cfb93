import { describe, expect, it } from 'vitest';
import { moveInOrder } from './moveInOrder';

describe('moveInOrder', () => {
  it('swaps with the neighbour, refuses past the ends', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(moveInOrder(['a', 'b', 'c'], 'a', -1)).toBeNull();
  });
});
