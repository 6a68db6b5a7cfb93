import { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

const EXPECTED: Record<string, string> = {
  number: 'Vul een getal in.',
  int: 'Vul een geheel getal in.',
  string: 'Vul een tekst in.',
  boolean: 'Kies ja of nee.',
  array: 'Geef een lijst op.',
  date: 'Vul een geldige datum in.',
};

const FORMATS: Record<string, string> = {
  email: 'Vul een geldig e-mailadres in.',
  url: 'Vul een geldige URL in.',
  uuid: 'Ongeldige id.',
  date: 'Vul een geldige datum in (jjjj-mm-dd).',
  datetime: 'Vul een geldige datum en tijd in.',
  time: 'Vul een geldige tijd in.',
};

const asNumber = (value: unknown): string => (typeof value === 'bigint' ? value.toString() : String(value));

/**
 * Short Dutch messages for the issues users actually hit; anything else falls back to zod's own Dutch
 * locale. Messages written in a schema (core/schemas) always win over these.
 */
export const dutchIssueMessage = (issue: RawIssue): string | undefined => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Dit veld is verplicht.';
      return EXPECTED[issue.expected] ?? 'Ongeldige waarde.';
    case 'too_small': {
      const min = asNumber(issue.minimum);
      if (issue.origin === 'string')
        return min === '1' ? 'Dit veld is verplicht.' : `Vul minimaal ${min} tekens in.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Kies er minimaal ${min}.`;
      return issue.inclusive ? `Moet minimaal ${min} zijn.` : `Moet groter zijn dan ${min}.`;
    }
    case 'too_big': {
      const max = asNumber(issue.maximum);
      if (issue.origin === 'string') return `Gebruik maximaal ${max} tekens.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Kies er maximaal ${max}.`;
      return issue.inclusive ? `Mag maximaal ${max} zijn.` : `Moet kleiner zijn dan ${max}.`;
    }
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Ongeldig formaat.';
    case 'invalid_value':
      return `Kies een van: ${issue.values.map((v) => String(v)).join(', ')}.`;
    case 'unrecognized_keys':
      return `Onbekend veld: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
};

let installed = false;

/** Make zod speak Dutch in this process (the server only; the web configures its own language). */
export const installDutchZodMessages = (): void => {
  if (installed) return;
  installed = true;
  z.config({ ...z.locales.nl(), customError: dutchIssueMessage });
};
