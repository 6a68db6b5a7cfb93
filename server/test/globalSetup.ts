import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dropPostgresTemplates, templateDir } from './templates';

/**
 * Vitest global setup of the server project: one id per run for the database templates (templates.ts), which
 * the test files inherit through the environment; afterwards the run's templates are removed.
 */
export default function setup(): () => Promise<void> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  process.env.KRING_TEST_RUN = id;
  return async () => {
    rmSync(templateDir(id), { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) await dropPostgresTemplates(adminUrl, id);
  };
}
