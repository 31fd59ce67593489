// An amount in words as Indian invoices print it: Indian grouping (lakh, crore), rupees and paise
// ("Two Lakh Seven Thousand Six Hundred Eighty Six Rupees And Fifty Paise Only"), by to-words' en-IN.
import { money } from '@staffdesk/shared';
import { ToWords } from 'to-words';

const toWords = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } });

/** The exact amount (a money string) in words, rounded to paise as the document prints it. */
export const amountInWords = (amount: string): string =>
  // to-words takes a number: a numeric(14,2) amount is exact as a double to the paisa (< 2^53 paise).
  toWords.convert(Number(money(amount).toFixed(2)));
