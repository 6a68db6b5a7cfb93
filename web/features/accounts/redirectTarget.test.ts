import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirectPath } from './redirectTarget';

describe('safeRedirectPath', () => {
  it('follows same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/dashboard/evenementen')).toBe('/dashboard/evenementen');
    expect(safeRedirectPath('/events?type=dans#top')).toBe('/events?type=dans#top');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('falls back to the dashboard when from is missing or empty', () => {
    expect(safeRedirectPath(null)).toBe('/dashboard');
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath('')).toBe('/dashboard');
  });

  it('refuses other origins in every disguise', () => {
    for (const from of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/\tevil',
      ' //evil.example',
    ]) {
      expect(safeRedirectPath(from), from).toBe('/dashboard');
    }
  });

  it('never returns to an auth screen', () => {
    expect(safeRedirectPath('/inloggen')).toBe('/dashboard');
    expect(safeRedirectPath('/auth/login?from=/x')).toBe('/dashboard');
    expect(safeRedirectPath('/wachtwoord-vergeten')).toBe('/dashboard');
    expect(safeRedirectPath('/loginhelp')).toBe('/loginhelp');
  });

  it('takes its own fallback', () => {
    expect(safeRedirectPath('//x', '/')).toBe('/');
  });

  it('builds login links that carry from', () => {
    expect(loginHref('/dashboard')).toBe('/inloggen?from=%2Fdashboard');
    expect(loginHref()).toBe('/inloggen');
  });
});
