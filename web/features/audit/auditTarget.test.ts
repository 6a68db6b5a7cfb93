import { describe, expect, it } from 'vitest';
import { auditDetails, auditDiff, auditTargetHref, auditValue } from './auditTarget';

describe('audit entries', () => {
  it('link a target to its admin screen where one exists', () => {
    expect(auditTargetHref('user', 'a1')).toBe('/admin/gebruiker/a1');
    expect(auditTargetHref('event', 'e 1')).toBe('/admin/evenement/e%201');
    expect(auditTargetHref('organization_profile', 'o1')).toBe('/admin/organisatie/o1');
    expect(auditTargetHref('site_settings', 'siteName')).toBe('/admin/instellingen');
    expect(auditTargetHref('venue_review', 'r1')).toBeNull();
    expect(auditTargetHref(null, null)).toBeNull();
  });

  it('show only what changed, nested fields by path', () => {
    expect(
      auditDiff({
        before: { enabled: false, text: '', level: 'info' },
        after: { enabled: true, text: 'Onderhoud', level: 'info' },
      }),
    ).toEqual([
      { path: 'enabled', before: false, after: true },
      { path: 'text', before: '', after: 'Onderhoud' },
    ]);
    expect(auditDiff({ before: 'Kring', after: 'Kring Utrecht' })).toEqual([
      { path: '', before: 'Kring', after: 'Kring Utrecht' },
    ]);
    expect(auditDiff({ reason: 'Spam' })).toEqual([]);
    expect(auditDetails({ before: 1, after: 2, reason: 'Spam' })).toEqual([['reason', 'Spam']]);
  });

  it('print values readably', () => {
    expect(auditValue('')).toBe('—');
    expect(auditValue(null)).toBe('—');
    expect(auditValue(true)).toBe('true');
    expect(auditValue(['a'])).toBe('["a"]');
  });
});
