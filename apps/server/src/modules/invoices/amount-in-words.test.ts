// The total in words: Indian grouping, rupees and paise, exact to the paisa.
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amount in words', () => {
  it('groups in lakh and crore and names the paise', () => {
    expect(amountInWords('207680.00')).toBe('Two Lakh Seven Thousand Six Hundred Eighty Rupees Only');
    expect(amountInWords('12500000.05')).toBe('One Crore Twenty Five Lakh Rupees And Five Paise Only');
    expect(amountInWords('999999999999.99')).toContain('Ninety Nine Paise Only');
  });
});
