/** Where a sign-in ends when `from` is missing or unsafe. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** Auth screens never make sense as a return target: they would loop back to the form. */
const AUTH_PATHS = [
  '/auth/',
  '/login',
  '/inloggen',
  '/gratis-proefperiode',
  '/start-free-trial',
  '/wachtwoord-vergeten',
  '/suspended',
];

const isAuthPath = (path: string): boolean => {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return AUTH_PATHS.some((p) =>
    p.endsWith('/') ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`),
  );
};

/**
 * The `?from=` value is attacker-controlled: only a same-site path ('/x', never '//host' or '/\host',
 * which browsers read as another origin) is followed; anything else sends the user to the dashboard.
 */
export const safeRedirectPath = (
  from: string | null | undefined,
  fallback = DEFAULT_AFTER_SIGN_IN,
): string => {
  if (typeof from !== 'string') return fallback;
  const path = from.trim();
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  // Backslashes and control characters are normalised to '/' or dropped by browsers: refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return fallback;
  if (isAuthPath(path)) return fallback;
  return path;
};

/** `/inloggen?from=/x` for a path to return to after signing in. */
export const loginHref = (from?: string): string =>
  from ? `/inloggen?from=${encodeURIComponent(from)}` : '/inloggen';
