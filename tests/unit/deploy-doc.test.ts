import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from '#/server/config.ts';
import {
  DEPLOY_DOC,
  tableCells,
  tableInDoc,
  variablesTable,
} from '../../scripts/deploy-variables.ts';

/** docs/deploy.md's table of variables is written from src/server/config.ts, never by hand. */
describe('the runbook', () => {
  const doc = readFileSync(DEPLOY_DOC, 'utf8');

  it('lists the variables exactly as src/server/config.ts reads them', () => {
    const table = tableInDoc(doc);
    expect(table, 'docs/deploy.md has lost its table markers').toBeDefined();
    expect(
      tableCells(table!),
      'docs/deploy.md is stale: run `npm run docs:variables` after changing src/server/config.ts',
    ).toEqual(tableCells(variablesTable()));
  });

  it('names every variable, with a description of each', () => {
    const table = variablesTable();
    for (const name of Object.keys(configSchema.shape)) expect(table).toContain(`| \`${name}\` |`);
    expect(table).not.toMatch(/\| *\|\n|\| *\|$/);
  });
});
