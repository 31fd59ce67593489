import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithoutEval } from './zod-jitless';

describe('parseWithoutEval', () => {
  it('turns off the compiled parsers in the settings zod reads', () => {
    const before = z.config().jitless;
    try {
      parseWithoutEval();
      expect(z.config().jitless).toBe(true);
    } finally {
      z.config({ jitless: before });
    }
  });
});
