/**
 * The one error catalogue (spec §8): stable codes the web switches on, HTTP status, Dutch message.
 * Postgres failures map by constraint name first (specific message), then by SQLSTATE (generic message).
 */

type ErrorDef = { status: number; message: string; hint?: string };

export const ERRORS = {
  // Generic
  unknown: { status: 500, message: 'Er is een onbekende fout opgetreden.' },
  unexpected: { status: 500, message: 'Er is een onverwachte fout opgetreden...' },
  validation_failed: { status: 400, message: 'Controleer de ingevulde gegevens.' },
  required_fields: { status: 400, message: 'Vul alle verplichte velden in.' },
  not_found: { status: 404, message: 'Niet gevonden.' },
  route_not_found: { status: 404, message: 'Deze API-route bestaat niet.' },
  event_not_found: { status: 404, message: 'Dit evenement bestaat niet (meer).' },
  network: {
    status: 503,
    message: 'Geen internetverbinding. Controleer je netwerkverbinding en probeer opnieuw.',
  },
  rate_limited: { status: 429, message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.' },
  too_many_streams: {
    status: 429,
    message: 'Er staan te veel vensters met live updates open. Sluit er een paar en probeer het opnieuw.',
  },
  mutation_failed: { status: 500, message: 'Er ging iets mis bij het verwerken van je verzoek' },
  not_ready: { status: 503, message: 'De server start nog op. Probeer het over een paar seconden opnieuw.' },

  // The request itself (server/http: body parser, router, Node's HTTP parser, input guard)
  bad_request: {
    status: 400,
    message: 'Dit verzoek kon niet worden gelezen. Controleer het adres en probeer het opnieuw.',
  },
  /** U+0000 in a parameter, query or JSON string: PostgreSQL cannot store it, so it is refused at the door. */
  invalid_character: {
    status: 400,
    message: 'Je invoer bevat een ongeldig teken (een nul-teken). Verwijder het en probeer het opnieuw.',
  },
  request_timeout: { status: 408, message: 'Het verzoek duurde te lang. Probeer het opnieuw.' },
  payload_too_large: {
    status: 413,
    message: 'Je verzoek is te groot. Maak de tekst of het bestand kleiner en probeer het opnieuw.',
  },
  uri_too_long: { status: 414, message: 'Dit adres is te lang.' },
  unsupported_media_type: {
    status: 415,
    message: 'Dit soort gegevens wordt hier niet geaccepteerd. Stuur de gegevens als JSON.',
  },
  request_header_too_large: {
    status: 431,
    message:
      'Het adres of de headers van dit verzoek zijn te lang. Maak bijvoorbeeld je zoekopdracht korter en probeer het opnieuw.',
  },

  // Auth and access
  invalid_credentials: {
    status: 401,
    message: 'Ongeldige inloggegevens. Controleer je email en wachtwoord.',
  },
  email_not_confirmed: {
    status: 403,
    message: 'Email nog niet bevestigd. Controleer je inbox voor de bevestigingsmail.',
  },
  email_already_registered: { status: 409, message: 'Er bestaat al een account met dit emailadres.' },
  session_expired: { status: 401, message: 'Sessie verlopen. Log opnieuw in.' },
  google_unavailable: { status: 404, message: 'Inloggen met Google is niet beschikbaar.' },
  profile_session_invalid: {
    status: 401,
    message: 'Je sessie is verlopen. Log uit en weer in om door te gaan.',
  },
  unauthenticated: { status: 401, message: 'Je moet ingelogd zijn om dit te doen.' },
  forbidden: { status: 403, message: 'Je hebt geen toestemming voor deze actie.' },
  no_data_access: { status: 403, message: 'Geen toegang tot deze gegevens.' },
  admin_only: { status: 403, message: 'Alleen beheerders hebben toegang tot deze gegevens.' },
  impersonation_forbidden: {
    status: 403,
    message: 'Tijdens het meekijken als deze gebruiker kun je dit niet doen. Stop eerst met meekijken.',
  },
  event_edit_forbidden: { status: 403, message: 'Je hebt geen toestemming om dit event te bewerken' },
  event_view_forbidden: { status: 403, message: 'Je hebt geen toestemming om dit event te bekijken' },
  mfa_code_invalid: { status: 400, message: 'De ingevoerde code is onjuist. Probeer opnieuw.' },
  mfa_settings_unavailable: { status: 500, message: 'Kon de MFA instellingen niet ophalen.' },
  mfa_setup_failed: { status: 400, message: 'Er is een fout opgetreden bij het instellen van MFA.' },
  /** No (or an expired) pending two-factor challenge from sign-in. */
  mfa_challenge_failed: { status: 401, message: 'Kon geen verificatie challenge aanmaken.' },
  password_incorrect: { status: 400, message: 'Het ingevoerde wachtwoord is onjuist.' },
  /** ASVS 6.2: one of the 10 000 most used passwords. */
  password_too_common: {
    status: 400,
    message: 'Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord.',
  },
  /** ASVS 6.2: the password is the e-mail address (or its part before the @). */
  password_is_email: { status: 400, message: 'Je wachtwoord mag niet je e-mailadres zijn.' },
  favorite_login_required: { status: 401, message: 'Je moet ingelogd zijn om evenementen op te slaan.' },
  account_suspended: { status: 403, message: 'Je account is geschorst.' },
  verification_invalid: {
    status: 400,
    message: 'Deze bevestigingslink is ongeldig of verlopen. Vraag een nieuwe aan.',
  },
  reset_token_invalid: {
    status: 400,
    message: 'Deze herstellink is ongeldig of verlopen. Vraag een nieuwe aan.',
  },
  csrf_rejected: {
    status: 403,
    message: 'Dit verzoek is geweigerd om je account te beschermen. Ververs de pagina en probeer opnieuw.',
  },

  // Profiles (spec §5)
  organization_name_required: { status: 400, message: 'Organization name is required' },
  organization_member_cannot_create: {
    status: 403,
    message: 'Als lid van een organisatie kun je geen nieuwe organisatie profielen aanmaken.',
  },
  profile_exists: { status: 409, message: 'Er bestaat al een profiel voor deze gebruiker.' },
  professional_profile_exists: {
    status: 409,
    message:
      'Je hebt al een professioneel profiel. Je kunt slechts één professioneel profiel per account hebben.',
  },
  venue_profile_exists: {
    status: 409,
    message: 'Je hebt al een locatie profiel. Je kunt slechts één locatie profiel per account hebben.',
  },
  venue_slug_exists: { status: 409, message: 'Deze slug bestaat al. Probeer een andere naam of slug.' },
  organization_slug_exists: {
    status: 409,
    message: 'Er bestaat al een organisatie met deze naam.',
    hint: 'Kies een andere naam of pas de slug aan.',
  },
  professional_slug_exists: {
    status: 409,
    message: 'Er bestaat al een professional met deze naam.',
    hint: 'Kies een andere naam of pas de slug aan.',
  },
  username_taken: {
    status: 409,
    message: 'Deze gebruikersnaam is al in gebruik.',
    hint: 'Kies een andere gebruikersnaam.',
  },
  profile_update_failed: {
    status: 500,
    message: 'Er is een fout opgetreden bij het bijwerken van je profiel.',
  },

  // Events (named constraints)
  event_title_exists: {
    status: 409,
    message: 'Er bestaat al een evenement met deze titel.',
    hint: 'Maak de titel specifieker, bijvoorbeeld met de plaats of datum erbij.',
  },
  event_slug_exists: {
    status: 409,
    message: 'Er bestaat al een evenement met deze slug.',
    hint: 'Pas de titel of de slug aan.',
  },
  event_start_in_past: {
    status: 400,
    message: 'De startdatum moet in de toekomst liggen.',
    hint: 'Kies een datum en tijd later dan nu.',
  },
  event_end_before_start: {
    status: 400,
    message: 'De einddatum moet na de startdatum liggen.',
    hint: 'Controleer de eindtijd.',
  },
  event_max_participants_invalid: {
    status: 400,
    message: 'Het maximum aantal deelnemers moet groter dan 0 zijn.',
  },
  price_negative: { status: 400, message: 'De prijs mag niet negatief zijn.' },
  category_exists: {
    status: 409,
    message: 'Er bestaat al een categorie met deze naam of slug.',
    hint: 'Kies een andere naam.',
  },
  already_saved: { status: 409, message: 'Je hebt dit al opgeslagen.' },
  rating_out_of_range: { status: 400, message: 'Een beoordeling is 1 tot en met 5 sterren.' },
  venue_gallery_full: { status: 400, message: 'Een locatie kan maximaal 20 foto’s in de galerij hebben.' },

  // Account settings (server/modules/settings)
  email_change_same: { status: 400, message: 'Dit is al je huidige e-mailadres.' },
  email_change_invalid: {
    status: 400,
    message: 'Deze bevestigingslink voor je nieuwe e-mailadres is ongeldig of verlopen.',
    hint: 'Vraag de wijziging opnieuw aan via je accountinstellingen.',
  },
  account_delete_confirm: {
    status: 400,
    message: 'Typ VERWIJDER in hoofdletters om te bevestigen dat je je account wilt verwijderen.',
  },
  avatar_missing: { status: 400, message: 'Kies een afbeelding om te uploaden.' },
  avatar_too_large: { status: 413, message: 'Deze afbeelding is te groot. Het maximum is 5 MB.' },
  avatar_invalid_type: {
    status: 415,
    message: 'Dit bestandstype wordt niet ondersteund. Kies een JPEG-, PNG- of WebP-afbeelding.',
  },
  avatar_unreadable: {
    status: 400,
    message: 'Deze afbeelding kon niet worden gelezen. Probeer een andere afbeelding.',
  },
  // end of account settings

  // Password change (server/modules/accounts/password*)
  /** better-auth refuses a sensitive change on a session that is too old: sign in again, then retry. */
  reauthentication_required: {
    status: 403,
    message: 'Log voor je veiligheid opnieuw in en probeer het daarna nog eens.',
    hint: 'Je bent al een tijd ingelogd. Na opnieuw inloggen kun je deze wijziging direct doen.',
  },
  password_not_set: {
    status: 400,
    message: 'Je account heeft nog geen wachtwoord. Stel er een in via "Wachtwoord vergeten".',
  },
  // end of password change

  // Teams and own organisation profile (server/modules/teams)
  team_profile_not_found: { status: 404, message: 'Dit profiel bestaat niet (meer).' },
  team_owner_only: {
    status: 403,
    message: 'Alleen de eigenaar van dit profiel kan het team beheren.',
  },
  team_invite_self: {
    status: 400,
    message: 'Je kunt jezelf niet uitnodigen: je bent al eigenaar van dit profiel.',
  },
  team_member_exists: { status: 409, message: 'Deze persoon is al lid van het team.' },
  team_member_not_found: { status: 404, message: 'Dit teamlid bestaat niet (meer).' },
  team_owner_cannot_be_removed: {
    status: 400,
    message: 'De eigenaar kan niet uit het team worden verwijderd.',
  },
  team_invitation_not_found: {
    status: 404,
    message: 'Deze uitnodiging bestaat niet (meer).',
    hint: 'Vraag de eigenaar van het profiel om je opnieuw uit te nodigen.',
  },
  team_invitation_expired: {
    status: 410,
    message: 'Deze uitnodiging is verlopen.',
    hint: 'Vraag de eigenaar van het profiel om je opnieuw uit te nodigen.',
  },
  team_invitation_used: { status: 410, message: 'Deze uitnodiging is al geaccepteerd.' },
  team_invitation_wrong_account: {
    status: 403,
    message:
      'Deze uitnodiging is voor een ander e-mailadres. Log in met het e-mailadres waarop je de uitnodiging hebt ontvangen.',
  },
  // end of teams

  // Admin: users, suspension, impersonation, e-mail log (server/modules/admin)
  admin_user_not_found: { status: 404, message: 'Deze gebruiker bestaat niet (meer).' },
  admin_cannot_suspend_self: { status: 403, message: 'Je kunt je eigen account niet schorsen.' },
  admin_cannot_suspend_admin: { status: 403, message: 'Je kunt geen andere beheerder schorsen.' },
  admin_cannot_impersonate_self: { status: 400, message: 'Je kunt niet meekijken als jezelf.' },
  admin_cannot_impersonate_admin: {
    status: 403,
    message: 'Je kunt niet meekijken als een andere beheerder.',
  },
  admin_target_suspended: {
    status: 409,
    message: 'Dit account is geschorst. Heractiveer het eerst om mee te kijken.',
  },
  not_impersonating: { status: 403, message: 'Je kijkt op dit moment niet mee als een andere gebruiker.' },
  email_log_not_found: { status: 404, message: 'Deze e-mail staat niet (meer) in het logboek.' },
  // end of admin

  // Event page and favourites (server/modules/eventDetail, server/modules/favorites)
  favorite_save_failed: {
    status: 500,
    message: 'Er is een fout opgetreden bij het opslaan van het evenement.',
  },
  // end of event page and favourites

  // Organisers' events (server/modules/eventAdmin)
  event_plan_limit_reached: {
    status: 403,
    message: 'Je hebt deze maand al 10 evenementen gepubliceerd: het maximum van het Organisatie-abonnement.',
    hint: 'Bewaar het evenement als concept en publiceer het volgende maand, of stap over op Organisatie Premium om onbeperkt te publiceren: /prijzen',
  },
  event_status_invalid: {
    status: 409,
    message: 'Dit kan niet in de huidige status van het evenement.',
    hint: 'Ververs de pagina om de actuele status te zien.',
  },
  event_delete_requires_trash: {
    status: 409,
    message: 'Verplaats het evenement eerst naar de prullenbak voordat je het definitief verwijdert.',
  },
  event_trashed_locked: {
    status: 409,
    message: 'Dit evenement staat in de prullenbak. Herstel het eerst om het te bewerken.',
  },
  event_subtype_unknown: { status: 400, message: 'Kies subcategorieën uit de lijst.' },
  event_category_unknown: { status: 400, message: 'Deze hoofdcategorie bestaat niet (meer).' },
  event_venue_not_found: {
    status: 400,
    message: 'Deze locatie bestaat niet (meer). Kies een andere locatie.',
  },
  event_organization_forbidden: {
    status: 403,
    message: 'Je kunt geen evenementen maken voor deze organisatie.',
    hint: 'Je moet eigenaar of actief teamlid van de organisatie zijn.',
  },
  event_image_missing: { status: 400, message: 'Kies een afbeelding om te uploaden.' },
  event_image_too_large: { status: 413, message: 'Deze afbeelding is te groot. Het maximum is 8 MB.' },
  event_image_invalid_type: {
    status: 415,
    message: 'Dit bestandstype wordt niet ondersteund. Kies een JPEG-, PNG- of WebP-afbeelding.',
  },
  event_image_unreadable: {
    status: 400,
    message: 'Deze afbeelding kon niet worden gelezen. Probeer een andere afbeelding.',
  },
  // end of organisers' events

  // Geocoding and bulk upload (server/integrations/geocoding, server/modules/geo, server/modules/bulkUpload)
  bulk_upload_missing: { status: 400, message: 'Kies een CSV-bestand om te importeren.' },
  bulk_upload_invalid_type: {
    status: 415,
    message: 'Dit bestandstype wordt niet ondersteund. Kies een CSV-bestand (.csv).',
  },
  bulk_upload_too_large: { status: 413, message: 'Dit bestand is te groot. Het maximum is 2 MB.' },
  bulk_upload_too_many_rows: {
    status: 400,
    message: 'Dit bestand heeft te veel rijen. Je kunt maximaal 2000 evenementen tegelijk importeren.',
    hint: 'Verdeel de evenementen over meerdere bestanden.',
  },
  bulk_upload_empty: {
    status: 400,
    message: 'Dit bestand bevat geen evenementen. Vul onder de kopregel minstens één rij in.',
  },
  bulk_upload_unreadable: {
    status: 400,
    message:
      'Dit bestand kon niet als CSV worden gelezen. Controleer de aanhalingstekens en sla het op als CSV.',
  },
  bulk_upload_missing_columns: {
    status: 400,
    message: 'Verplichte kolommen ontbreken. Download het sjabloon en gebruik dezelfde kolomnamen.',
  },
  bulk_row_required: { status: 400, message: 'Dit veld is verplicht.' },
  bulk_row_too_long: { status: 400, message: 'Deze tekst is te lang.' },
  bulk_row_date_invalid: {
    status: 400,
    message: 'Ongeldige datum of tijd. Gebruik bijvoorbeeld 2026-09-14 19:30 of 14-09-2026 19:30.',
  },
  bulk_row_number_invalid: { status: 400, message: 'Vul een geldig bedrag in, bijvoorbeeld 12,50.' },
  bulk_row_integer_invalid: { status: 400, message: 'Vul een geheel getal in.' },
  bulk_row_city_unknown: {
    status: 400,
    message: 'Deze plaats is niet gevonden in Nederland of België. Controleer de spelling.',
  },
  bulk_row_main_type_unknown: {
    status: 400,
    message:
      'Onbekend hoofdtype. Gebruik een van: dans, event, festival, jaartraject, lessenherhalend, online, opleiding-certificaat, retreatinclverblijf, workshoptraining.',
  },
  bulk_row_subtype_unknown: {
    status: 400,
    message: 'Onbekend subtype. Gebruik de slug van een bestaand subtype.',
  },
  bulk_row_organization_unknown: { status: 400, message: 'Er bestaat geen organisatie met deze slug.' },
  bulk_row_title_repeated: {
    status: 400,
    message: 'Deze titel komt al voor in een eerdere rij van dit bestand.',
  },
  // end of geocoding and bulk upload

  // Generic SQLSTATE messages (spec §8)
  db_integrity: { status: 400, message: 'De gegevens voldoen niet aan de database vereisten.' },
  db_restrict: {
    status: 409,
    message: 'Deze gegevens worden nog gebruikt en kunnen niet worden verwijderd.',
  },
  db_not_null: { status: 400, message: 'Een verplicht veld is niet ingevuld.' },
  db_foreign_key: { status: 400, message: 'Gerelateerde gegevens ontbreken of worden nog gebruikt.' },
  db_unique: { status: 409, message: 'Deze gegevens bestaan al. Probeer andere informatie.' },
  db_check: { status: 400, message: 'De gegevens voldoen niet aan de vereisten.' },
  db_text_too_long: { status: 400, message: 'Een tekst is te lang.' },
  db_number_too_large: { status: 400, message: 'Een getal is te groot.' },
  db_invalid_date: { status: 400, message: 'Ongeldig datumformaat.' },
  db_invalid_time: { status: 400, message: 'Ongeldig tijdformaat.' },
  db_division_by_zero: { status: 400, message: 'Deling door nul.' },
  db_invalid_parameter: { status: 400, message: 'Ongeldige parameter.' },
  db_permission: { status: 403, message: 'Je hebt geen toestemming voor deze actie.' },
  db_syntax: { status: 500, message: 'Fout in de database-opdracht.' },
  db_column_missing: { status: 500, message: 'Een veld ontbreekt in de database.' },
  db_function_missing: { status: 500, message: 'Een databasefunctie ontbreekt.' },
  db_table_missing: { status: 500, message: 'Een tabel ontbreekt in de database.' },
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERRORS, value);

/** Dutch message for a code (falls back to the generic unknown message). */
export const errorMessage = (code: string): string =>
  isErrorCode(code) ? ERRORS[code].message : ERRORS.unknown.message;

/** Named constraints (schema + custom migration) → specific codes. */
export const CONSTRAINT_ERRORS: Record<string, ErrorCode> = {
  events_title_unique: 'event_title_exists',
  events_slug_unique: 'event_slug_exists',
  events_start_in_future: 'event_start_in_past',
  events_end_after_start: 'event_end_before_start',
  event_occurrences_end_after_start: 'event_end_before_start',
  event_sessions_end_after_start: 'event_end_before_start',
  venue_bookings_end_after_start: 'event_end_before_start',
  events_max_participants_positive: 'event_max_participants_invalid',
  professional_services_max_participants_positive: 'event_max_participants_invalid',
  events_price_non_negative: 'price_negative',
  event_tickets_price_non_negative: 'price_negative',
  professional_services_price_non_negative: 'price_negative',
  venue_profiles_daily_rate_non_negative: 'price_negative',
  venue_profiles_slug_unique: 'venue_slug_exists',
  venue_profiles_user_unique: 'venue_profile_exists',
  venue_profiles_gallery_limit: 'venue_gallery_full',
  organization_profiles_slug_unique: 'organization_slug_exists',
  organization_profiles_user_unique: 'profile_exists',
  professionals_slug_unique: 'professional_slug_exists',
  professionals_user_unique: 'professional_profile_exists',
  profiles_username_unique: 'username_taken',
  profiles_email_unique: 'email_already_registered',
  users_email_unique: 'email_already_registered',
  event_categories_name_unique: 'category_exists',
  event_categories_slug_unique: 'category_exists',
  forum_categories_name_unique: 'category_exists',
  forum_categories_slug_unique: 'category_exists',
  event_favorites_unique: 'already_saved',
  organization_reviews_rating_range: 'rating_out_of_range',
  venue_reviews_rating_range: 'rating_out_of_range',
  professional_reviews_rating_range: 'rating_out_of_range',
};

/** SQLSTATE → generic code (spec §8). */
export const SQLSTATE_ERRORS: Record<string, ErrorCode> = {
  '23000': 'db_integrity',
  '23001': 'db_restrict',
  '23502': 'db_not_null',
  '23503': 'db_foreign_key',
  '23505': 'db_unique',
  '23514': 'db_check',
  '22001': 'db_text_too_long',
  '22003': 'db_number_too_large',
  '22007': 'db_invalid_date',
  '22008': 'db_invalid_time',
  '22012': 'db_division_by_zero',
  '22023': 'db_invalid_parameter',
  '22P02': 'db_invalid_parameter',
  '42501': 'db_permission',
  '42601': 'db_syntax',
  '42703': 'db_column_missing',
  '42883': 'db_function_missing',
  '42P01': 'db_table_missing',
};

/** Map a Postgres error (code + optional constraint name) to a catalogue code, or null if not a known one. */
export const mapPostgresError = (
  sqlState: string | undefined,
  constraint?: string | null,
): ErrorCode | null => {
  if (constraint && CONSTRAINT_ERRORS[constraint]) return CONSTRAINT_ERRORS[constraint];
  if (sqlState && SQLSTATE_ERRORS[sqlState]) return SQLSTATE_ERRORS[sqlState];
  return null;
};

/** The error services throw; the HTTP layer turns it into the envelope with status and Dutch message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly hint?: string;
  readonly fields?: Record<string, string>;
  /** For 429: seconds until a new attempt can succeed (sent as the Retry-After header). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    details: {
      message?: string;
      hint?: string;
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    const def: ErrorDef = ERRORS[code];
    super(details.message ?? def.message);
    this.name = 'AppError';
    this.code = code;
    this.status = def.status;
    this.hint = details.hint ?? def.hint;
    this.fields = details.fields;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
