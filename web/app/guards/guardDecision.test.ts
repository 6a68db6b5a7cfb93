import { describe, expect, it } from 'vitest';
import { membersOnlyDecision, sectionDecision, type GuardInput } from './guardDecision';

const base: GuardInput = {
  pathname: '/dashboard',
  search: '',
  sessionLoading: false,
  roles: null,
  chosenRole: null,
};

describe('sectionDecision', () => {
  it('waits for the session instead of flashing the page', () => {
    expect(sectionDecision({ ...base, sessionLoading: true })).toEqual({ kind: 'wait' });
  });
  it('sends visitors to the login with the path and query as from', () => {
    expect(sectionDecision({ ...base, pathname: '/dashboard/evenementen', search: '?p=2' })).toEqual({
      kind: 'redirect',
      to: '/auth/login?from=%2Fdashboard%2Fevenementen%3Fp%3D2',
    });
    expect(sectionDecision({ ...base, pathname: '/admin' })).toEqual({
      kind: 'redirect',
      to: '/auth/login?from=%2Fadmin',
    });
  });
  it('forwards the /dashboard index by user type, or by the role chosen in the switcher', () => {
    const at = (chosenRole: GuardInput['chosenRole'], roles: GuardInput['roles']) =>
      sectionDecision({ ...base, roles, chosenRole });
    expect(at(undefined, ['participant'])).toEqual({ kind: 'wait' });
    expect(at(null, ['admin', 'participant'])).toEqual({ kind: 'redirect', to: '/admin' });
    expect(at(null, ['organization', 'participant'])).toEqual({
      kind: 'redirect',
      to: '/dashboard/evenementen',
    });
    expect(at(null, ['participant'])).toEqual({ kind: 'redirect', to: '/dashboard/overzicht' });
    expect(at('venue', ['venue', 'organization'])).toEqual({ kind: 'redirect', to: '/dashboard/overzicht' });
    expect(at('organization', ['venue', 'organization'])).toEqual({
      kind: 'redirect',
      to: '/dashboard/evenementen',
    });
    expect(at('participant', ['admin', 'participant'])).toEqual({
      kind: 'redirect',
      to: '/dashboard/overzicht',
    });
  });
  it('refuses a route the held roles do not open, to /dashboard', () => {
    const participant = { ...base, roles: ['participant'] as const, chosenRole: null };
    expect(sectionDecision({ ...participant, pathname: '/dashboard/evenementen' })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(sectionDecision({ ...participant, pathname: '/admin/users' })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(sectionDecision({ ...participant, pathname: '/dashboard/opgeslagen' })).toEqual({
      kind: 'render',
    });
    expect(sectionDecision({ ...base, roles: ['admin'], pathname: '/admin/users' })).toEqual({
      kind: 'render',
    });
  });
});

describe('membersOnlyDecision', () => {
  it('shows /restricted to visitors', () => {
    expect(membersOnlyDecision({ sessionLoading: false, roles: null })).toEqual({
      kind: 'redirect',
      to: '/restricted',
    });
    expect(membersOnlyDecision({ sessionLoading: false, roles: ['participant'] })).toEqual({
      kind: 'render',
    });
    expect(membersOnlyDecision({ sessionLoading: true, roles: null })).toEqual({ kind: 'wait' });
  });

  it('remembers the members-only page, so signing in from /restricted returns there', () => {
    expect(
      membersOnlyDecision({
        sessionLoading: false,
        roles: null,
        pathname: '/professionals',
        search: '?type=coach',
      }),
    ).toEqual({ kind: 'redirect', to: '/restricted?from=%2Fprofessionals%3Ftype%3Dcoach' });
  });
});
