// Mail: stored in the outbox first, then delivered over SMTP by a background drain.
import type { DbOrTx } from '../../db/client';

export interface OutgoingMail {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the message in the outbox (inside the caller's transaction when given). */
  enqueue(message: OutgoingMail, tx?: DbOrTx): Promise<void>;
  /** Delivers what is due now; returns how many were sent. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}
