/**
 * The table of every variable in docs/configuration.md, made from the two places variables are declared: the
 * services' settings (services/shared/settings.ts: what each takes, its default and who reads it) and, for the build
 * and the scripts, `.env.example` (each variable under the comment that says what it is). Each variable is listed
 * once, from the settings where they declare it. A unit test holds the page to this table; after adding a variable,
 *   npx tsx scripts/docs/configuration.ts --write
 */
import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS } from '../../services/shared/settings';

const root = path.resolve(__dirname, '../..');
export const CONFIGURATION_PAGE = path.join(root, 'docs', 'configuration.md');
const START = '<!-- The table below is written by scripts/docs/configuration.ts: edit the settings or .env.example. -->';
const END = '<!-- end of the written table -->';

interface Described {
  about: string;
  readBy?: readonly string[];
  default?: string;
}

/** `.env.example`'s variables with the comment above each (commented-out variables too: they are optional). */
export function envExampleVariables(text: string): Array<{ name: string; about: string; example: string }> {
  const found: Array<{ name: string; about: string; example: string }> = [];
  let comment: string[] = [];
  let lastWasVariable = false;
  for (const line of text.split('\n')) {
    const variable = /^#?\s*([A-Z][A-Z0-9_]+)=(.*)$/.exec(line);
    if (variable) {
      found.push({ name: variable[1] ?? '', about: comment.join(' '), example: (variable[2] ?? '').trim() });
      lastWasVariable = true;
    } else if (line.startsWith('#')) {
      if (lastWasVariable) comment = [];
      comment.push(line.replace(/^#\s?/, ''));
      lastWasVariable = false;
    } else {
      comment = [];
      lastWasVariable = false;
    }
  }
  return found;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The written table, between its markers. */
export function configurationTable(envExample: string): string {
  const settings = SETTINGS as Record<string, Described>;
  const example = envExampleVariables(envExample).filter((v) => !v.about.startsWith('Every environment'));
  const forBuild = new Map(example.map((v) => [v.name, v.about]));
  const seen = new Set<string>();
  const buildRows = example
    .filter((v) => !(v.name in settings) && !seen.has(v.name) && Boolean(seen.add(v.name)))
    .map((v) => `| \`${v.name}\` | ${cell(v.about)} | ${v.example ? `\`${cell(v.example)}\`` : ''} |`);
  // A variable both declare is listed here once, with what it means to the build too.
  const serviceRows = Object.entries(settings).map(([name, s]) => {
    const build = forBuild.get(name);
    const about = build && !s.about.includes(build) ? `${s.about} For the build: ${build}` : s.about;
    return `| \`${name}\` | ${cell(about)} | ${(s.readBy ?? []).join(', ')} | ${s.default ? `\`${cell(s.default)}\`` : ''} |`;
  });
  return [
    START,
    '',
    '### The build and the scripts (`.env.example`)',
    '',
    '| variable | what | example |',
    '|---|---|---|',
    ...buildRows,
    '',
    '### The services (`services/shared/settings.ts`)',
    '',
    '| variable | what | read by | default |',
    '|---|---|---|---|',
    ...serviceRows,
    '',
    END,
  ].join('\n');
}

/** The page with its table as the declarations give it. */
export function configurationPage(page: string, envExample: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  const table = configurationTable(envExample);
  return start >= 0 && end > start
    ? page.slice(0, start) + table + page.slice(end + END.length)
    : `${page.trimEnd()}\n\n## Every variable\n\n${table}\n`;
}

if (process.argv[1] === __filename) {
  const page = fs.readFileSync(CONFIGURATION_PAGE, 'utf8');
  const next = configurationPage(page, fs.readFileSync(path.join(root, '.env.example'), 'utf8'));
  if (process.argv.includes('--write')) fs.writeFileSync(CONFIGURATION_PAGE, next);
  else if (next !== page) {
    console.error('docs/configuration.md differs from the declared variables: npx tsx scripts/docs/configuration.ts --write');
    process.exit(1);
  }
}
