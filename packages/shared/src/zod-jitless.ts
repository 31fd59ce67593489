// Zod compiles fast parsers with `new Function` after probing whether eval is allowed; under the
// web app's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe itself is
// reported as a violation. The browser calls this before the first parse; interpreted parsers are
// plenty fast for forms. The server keeps the compiled ones.
// Zod keeps its settings on globalThis.__zod_globalConfig (one object for every copy of zod), so
// this sets them without importing zod: the app's entry stays free of it and zod loads with the
// first screen that parses (zod-jitless.test.ts checks zod still reads them there).

export function parseWithoutEval() {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
