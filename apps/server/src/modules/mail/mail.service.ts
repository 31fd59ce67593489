// Mail: stored in the outbox first, then delivered over SMTP by a background drain.
import type { DbOrTx } from '../../db/client';
import type { MailAttachment } from './mail.tables';

export interface OutgoingMail {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  /** Files from storage, read when the message goes out. */
  attachments?: MailAttachment[];
  /** Not before this time (a scheduled send); now when absent. */
  notBefore?: Date;
}

export interface Mailer {
  /** Stores the message in the outbox (inside the caller's transaction when given); returns its id. */
  enqueue(message: OutgoingMail, tx?: DbOrTx): Promise<number>;
  /** Delivers what is due now; returns how many were sent. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}
