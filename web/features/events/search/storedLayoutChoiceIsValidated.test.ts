import { describe, expect, it } from 'vitest';
import { parseLayoutPreference } from './layoutPreference';

describe('layout preference', () => {
  it('reads only valid stored choices', () => {
    expect(parseLayoutPreference('{"view":"list","cols":4}')).toEqual({ view: 'list', cols: 4 });
    expect(parseLayoutPreference('{"view":"map","cols":3}')).toBeNull();
    expect(parseLayoutPreference('{"view":"grid","cols":7}')).toBeNull();
    expect(parseLayoutPreference('not json')).toBeNull();
    expect(parseLayoutPreference(null)).toBeNull();
  });
});
