import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '../../../core/domain/tickets';

/**
 * Ticket codes: TICKET_CODE_LENGTH characters from the 32-letter alphabet, each from 5 random bits (32 divides
 * 256, so no bias): 50 bits, unguessable. The unique index on issued_tickets.code is the last word.
 */
export const newTicketCode = (): string => {
  const bytes = randomBytes(TICKET_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += TICKET_CODE_ALPHABET[byte & 31];
  return code;
};

/** The token of a waitlist offer's purchase link (192 random bits, URL-safe). */
export const newOfferToken = (): string => randomBytes(24).toString('base64url');

/** QR of a ticket code as an SVG string for the API (the web carries no QR library). */
export const qrSvg = (code: string): Promise<string> =>
  QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

/** QR of a ticket code as a PNG, for the mail. */
export const qrPng = (code: string): Promise<Buffer> =>
  QRCode.toBuffer(code, { type: 'png', margin: 2, scale: 6, errorCorrectionLevel: 'M' });
