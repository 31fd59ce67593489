// A CPU pool worker when the server runs from its TypeScript sources (tsx, Vitest): Node cannot
// load cpu-tasks.ts itself in a worker thread, tsx's API can. The bundle uses dist/cpu-tasks.mjs.
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('../cpu-tasks.ts', import.meta.url);

export default (call) => tasks.default(call);
