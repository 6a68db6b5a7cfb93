import { describe, expect, it } from 'vitest';
import { eventAuthorship } from './authorship';

const standardOrg = { isPremium: false, ownerIsPremium: false };

describe('eventAuthorship (premium flag and created-in role of a new event)', () => {
  it('follows the organisation, not the team member who writes the event', () => {
    expect(eventAuthorship(['organization'], { isPremium: true, ownerIsPremium: false })).toEqual({
      isPremiumOrganizer: true,
      createdInRole: 'organization_premium',
    });
    expect(eventAuthorship(['organization'], { isPremium: false, ownerIsPremium: true })).toEqual({
      isPremiumOrganizer: true,
      createdInRole: 'organization_premium',
    });
    expect(eventAuthorship(['organization_premium'], standardOrg)).toEqual({
      isPremiumOrganizer: false,
      createdInRole: 'organization',
    });
  });

  it("without an organisation, follows the author's own roles", () => {
    expect(eventAuthorship(['organization_premium'], null)).toEqual({
      isPremiumOrganizer: true,
      createdInRole: 'organization_premium',
    });
    expect(eventAuthorship(['organization'], null)).toEqual({
      isPremiumOrganizer: false,
      createdInRole: 'organization',
    });
  });

  it('marks a non-premium event an admin writes as made in the admin role', () => {
    expect(eventAuthorship(['admin'], standardOrg)).toEqual({
      isPremiumOrganizer: false,
      createdInRole: 'admin',
    });
    expect(eventAuthorship(['admin'], null)).toEqual({ isPremiumOrganizer: false, createdInRole: 'admin' });
    expect(eventAuthorship(['admin', 'organization_premium'], null)).toEqual({
      isPremiumOrganizer: true,
      createdInRole: 'organization_premium',
    });
  });
});
