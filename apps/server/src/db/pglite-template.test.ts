// A first start copies the prepared database; an existing database or a foreign template is left alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyTemplate, isUsableTemplate, markTemplate } from './pglite-template';

let root: string;
let template: string;
let dataDir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-template-'));
  template = path.join(root, 'template');
  dataDir = path.join(root, 'data');
  fs.mkdirSync(path.join(template, 'base'), { recursive: true });
  fs.writeFileSync(path.join(template, 'PG_VERSION'), '18\n');
  fs.writeFileSync(path.join(template, 'base', 'table'), 'rows');
  fs.mkdirSync(dataDir);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the embedded database template', () => {
  it('is copied into an empty data folder once it is marked finished', () => {
    expect(copyTemplate(template, dataDir)).toBe(false);
    markTemplate(template);
    expect(isUsableTemplate(template)).toBe(true);
    expect(copyTemplate(template, dataDir)).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'base', 'table'), 'utf8')).toBe('rows');
    // The mark stays with the template: the copy is a database, not a template.
    expect(fs.existsSync(path.join(dataDir, 'staffdesk-template.json'))).toBe(false);
  });

  it('never overwrites a data folder that holds a database', () => {
    markTemplate(template);
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '18\n');
    expect(copyTemplate(template, dataDir)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'base'))).toBe(false);
  });

  it('is ignored when another PGlite version made it, or when there is none', () => {
    fs.writeFileSync(path.join(template, 'staffdesk-template.json'), JSON.stringify({ pglite: '0.0.1' }));
    expect(isUsableTemplate(template)).toBe(false);
    expect(copyTemplate(template, dataDir)).toBe(false);
    expect(copyTemplate(null, dataDir)).toBe(false);
    expect(copyTemplate(path.join(root, 'missing'), dataDir)).toBe(false);
  });
});
