import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_PAGE, configurationPage, envExampleVariables } from '../../scripts/docs/configuration';
import { SETTINGS } from '../../services/shared/settings';

const envExample = fs.readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8');
const page = fs.readFileSync(CONFIGURATION_PAGE, 'utf8');

describe('docs/configuration.md', () => {
  it('lists every variable the settings and .env.example declare, as they declare it', () => {
    expect(page, 'run npx tsx scripts/docs/configuration.ts --write').toBe(configurationPage(page, envExample));
    const names = new Set([...Object.keys(SETTINGS), ...envExampleVariables(envExample).map((v) => v.name)]);
    expect([...names].filter((name) => !page.includes(`| \`${name}\` |`))).toEqual([]);
  });
  it('reads each variable of .env.example with the comment above it', () => {
    const read = envExampleVariables('# Ports.\nPORT=9000\n# The hosts:\nA_HOST=a\n# B_HOST=b\n\nLONE=1\n');
    expect(read).toEqual([
      { name: 'PORT', about: 'Ports.', example: '9000' },
      { name: 'A_HOST', about: 'The hosts:', example: 'a' },
      { name: 'B_HOST', about: 'The hosts:', example: 'b' },
      { name: 'LONE', about: '', example: '1' },
    ]);
  });
});
