// Zod compiles fast parsers with `new Function` after probing whether eval is allowed; under the
// web app's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe itself is
// reported as a violation. The browser calls this before the first parse; interpreted parsers are
// plenty fast for forms. The server keeps the compiled ones.
import { z } from 'zod';

export function parseWithoutEval() {
  z.config({ jitless: true });
}
