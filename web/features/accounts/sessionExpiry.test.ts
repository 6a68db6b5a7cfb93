import { describe, expect, it } from 'vitest';
import { isGuardedPath, isSessionExpiredError, isSilentSignOut, loginUrlFrom } from './sessionExpiry';

describe('session expiry rules', () => {
  it('recognises the server’s session_expired answer only', () => {
    expect(
      isSessionExpiredError({ code: 'session_expired', message: 'Sessie verlopen. Log opnieuw in.' }),
    ).toBe(true);
    expect(isSessionExpiredError({ code: 'forbidden' })).toBe(false);
    expect(isSessionExpiredError(new Error('x'))).toBe(false);
    expect(isSessionExpiredError(null)).toBe(false);
  });

  it('sends to the login only from pages that need a session, keeping the way back', () => {
    expect(isGuardedPath('/dashboard/instellingen')).toBe(true);
    expect(isGuardedPath('/admin')).toBe(true);
    expect(isGuardedPath('/create-event')).toBe(true);
    expect(isGuardedPath('/events')).toBe(false);
    expect(isGuardedPath('/dashboards')).toBe(false);
    expect(loginUrlFrom('/dashboard/opgeslagen', '?page=2')).toBe(
      '/auth/login?from=%2Fdashboard%2Fopgeslagen%3Fpage%3D2',
    );
  });

  it('treats a refresh that loses the user as expiry, but not a sign-out or a first load', () => {
    expect(isSilentSignOut('u1', null, false)).toBe(true);
    expect(isSilentSignOut('u1', null, true)).toBe(false);
    expect(isSilentSignOut(null, null, false)).toBe(false);
    expect(isSilentSignOut('u1', 'u1', false)).toBe(false);
  });
});
