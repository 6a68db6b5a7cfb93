import { describe, expect, it } from 'vitest';
import { AppError, CONSTRAINT_ERRORS, ERRORS, errorMessage, mapPostgresError } from './errors';

describe('error catalogue', () => {
  it('maps named constraints to their specific Dutch message before the SQLSTATE', () => {
    expect(mapPostgresError('23505', 'events_title_unique')).toBe('event_title_exists');
    expect(mapPostgresError('23514', 'events_start_in_future')).toBe('event_start_in_past');
    expect(errorMessage('venue_profile_exists')).toBe(
      'Je hebt al een locatie profiel. Je kunt slechts één locatie profiel per account hebben.',
    );
  });

  it('falls back to the generic SQLSTATE messages of spec §8', () => {
    expect(errorMessage(mapPostgresError('23505', 'some_other_key')!)).toBe(
      'Deze gegevens bestaan al. Probeer andere informatie.',
    );
    expect(errorMessage(mapPostgresError('23502')!)).toBe('Een verplicht veld is niet ingevuld.');
    expect(errorMessage(mapPostgresError('42501')!)).toBe('Je hebt geen toestemming voor deze actie.');
    expect(errorMessage(mapPostgresError('23000')!)).toBe(
      'De gegevens voldoen niet aan de database vereisten.',
    );
    expect(mapPostgresError('XX000')).toBeNull();
  });

  it('every constraint points at an existing code', () => {
    for (const code of Object.values(CONSTRAINT_ERRORS)) expect(ERRORS[code]).toBeDefined();
  });

  it('gives the answers of the HTTP layer their own status and a Dutch message', () => {
    const expected = {
      bad_request: 400,
      invalid_character: 400,
      request_timeout: 408,
      payload_too_large: 413,
      uri_too_long: 414,
      unsupported_media_type: 415,
      request_header_too_large: 431,
    } as const;
    for (const [code, status] of Object.entries(expected)) {
      const err = new AppError(code as keyof typeof expected);
      expect(err.status, code).toBe(status);
      expect(err.message, code).not.toBe(ERRORS.validation_failed.message);
    }
  });

  it('AppError carries status, code and the Dutch message', () => {
    const err = new AppError('rate_limited');
    expect(err.status).toBe(429);
    expect(err.message).toBe('Te veel verzoeken. Probeer het over een paar minuten opnieuw.');
  });
});
