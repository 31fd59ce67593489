import { describe, expect, it } from 'vitest';
import { amountRangeUsable, amountsReversed } from './amount-range';

describe('amount ranges of the list filters', () => {
  it('tells a reversed pair of digit amounts, and stays quiet about anything else', () => {
    expect(amountsReversed('5000', '4000')).toBe(true);
    expect(amountsReversed('5000', '5000')).toBe(true);
    expect(amountsReversed('4000', '5000')).toBe(false);
    expect(amountsReversed('abc', '5000')).toBe(false);
    expect(amountsReversed('', '5000')).toBe(false);
  });

  it('sends a URL pair only when each is empty or up to 20 digits and they are in order', () => {
    expect(amountRangeUsable('', '')).toBe(true);
    expect(amountRangeUsable('4000', '')).toBe(true);
    expect(amountRangeUsable(' 4000 ', '5000')).toBe(true);
    expect(amountRangeUsable('5000', '4000')).toBe(false);
    expect(amountRangeUsable('abc', '')).toBe(false);
    expect(amountRangeUsable('1'.repeat(21), '')).toBe(false);
  });
});
