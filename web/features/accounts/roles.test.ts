import { describe, expect, it } from 'vitest';
import { parseRolesPayload } from './roles';

describe('parseRolesPayload', () => {
  it('keeps well-formed grants and skips the rest', () => {
    const grants = parseRolesPayload({
      roles: [
        { role: 'venue', contextType: 'venue', contextId: 'v1', contextName: 'Zaal', membership: 'owner' },
        {
          role: 'organization',
          contextType: 'organization',
          contextId: 'o1',
          contextName: null,
          membership: 'member',
        },
        { role: 'wizard', contextType: 'global' },
        null,
      ],
    });
    expect(grants).toEqual([
      { role: 'venue', contextType: 'venue', contextId: 'v1', contextName: 'Zaal', membership: 'owner' },
      {
        role: 'organization',
        contextType: 'organization',
        contextId: 'o1',
        contextName: null,
        membership: 'member',
      },
    ]);
  });
  it('reads anything malformed as no grants', () => {
    expect(parseRolesPayload(null)).toEqual([]);
    expect(parseRolesPayload({ roles: 'admin' })).toEqual([]);
  });
});
