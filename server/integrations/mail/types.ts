/** One outgoing e-mail. `kind` names the template (contact_notification, contact_confirmation, …) for logs. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  /** Files sent with the message (invoice PDF, ticket .ics); stored base64 in the outbox row. */
  attachments?: MailAttachment[];
  /** Extra headers (notification mails: List-Unsubscribe, RFC 8058 List-Unsubscribe-Post); kept in the outbox row. */
  headers?: Record<string, string>;
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailTransport = 'outbox' | 'smtp';

export type MailResult = {
  /** email_outbox id of the stored message. */
  id: string;
  status: 'sent' | 'failed';
  transport: MailTransport;
};

/**
 * How the app sends mail. Adapters never throw for a delivery failure: the message is stored with status
 * `failed` and the result says so; callers decide whether that matters to the user.
 */
export type MailSender = {
  readonly transport: MailTransport;
  send: (message: MailMessage) => Promise<MailResult>;
  /** Release connections (graceful shutdown). */
  close?: () => void;
};
