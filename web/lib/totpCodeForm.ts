import { z } from 'zod';
import { totpCode } from '@core/schemas/accounts';

/**
 * The code field of the sign-in step and of enrolment. The message is the Dutch source; English readers get
 * `accounts:errors.code.invalid_format` through fieldErrorText.
 */
export const TotpCodeForm = z.object({ code: totpCode('Vul de 6 cijfers uit je authenticator-app in.') });
export type TotpCodeFormInput = z.input<typeof TotpCodeForm>;
export type TotpCodeFormValues = z.output<typeof TotpCodeForm>;
