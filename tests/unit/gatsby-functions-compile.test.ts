/**
 * Gatsby compiles the site's functions with webpack in every production build; our patch to it (patches/README.md)
 * skips that compile while nothing it is made from changed. These tests run Gatsby's own step on a small site and
 * hold it to compiling again whenever the output could differ: a source or an import edited, a file added that an
 * import now resolves to, a value from the environment they read changed, an output removed; and to leaving it out
 * when only a value they do not read changed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';

interface FunctionsStep {
  onPreBootstrap(args: { reporter: unknown; store: unknown; parentSpan?: unknown }): Promise<void>;
}

let gatsbyFunctions: FunctionsStep;
const PROBE = 'GATSBY_FUNCTIONS_COMPILE_PROBE';
const UNREAD = 'FUNCTIONS_COMPILE_UNREAD';
const LATER = 'FUNCTIONS_COMPILE_LATER';

let site = '';

/** Runs the step once; says whether it compiled, and returns the compiled function's text. */
async function compile(): Promise<{ compiled: boolean; output: string; why: string[] }> {
  const statuses: string[] = [];
  const why: string[] = [];
  const failures: unknown[] = [];
  const activity = {
    start: () => undefined,
    end: () => undefined,
    setStatus: (status: string) => statuses.push(status),
    panic: (error: unknown) => failures.push(error),
  };
  const reporter = {
    activityTimer: () => activity,
    info: (line: string) => why.push(line),
    warn: () => undefined,
    error: () => undefined,
    verbose: () => undefined,
  };
  const store = {
    getState: () => ({ program: { directory: site }, flattenedPlugins: [], config: { pathPrefix: '' } }),
    dispatch: () => undefined,
  };
  await gatsbyFunctions.onPreBootstrap({ reporter, store });
  expect(failures).toEqual([]);
  return {
    compiled: !statuses.some((status) => status.startsWith('unchanged')),
    output: fs.readFileSync(path.join(site, '.cache', 'functions', 'hello.js'), 'utf8'),
    why,
  };
}

function write(relative: string, text: string): void {
  const file = path.join(site, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(() => {
  // Gatsby's reporter starts a logger when loaded; its default one takes over the console.
  process.env.GATSBY_LOGGER ??= 'yurnalist';
  gatsbyFunctions = createRequire(import.meta.url)('gatsby/dist/internal-plugins/functions/gatsby-node') as FunctionsStep;
  site = tempDir('functions-compile-');
  write('package.json', '{"name":"functions-compile-probe","private":true}\n');
  write(
    'src/api/hello.ts',
    [
      "import { greeting } from '../shared/greeting';",
      "import { mark } from '../shared/mark';",
      'export default function hello(_req: unknown, res: { send(body: string): void }): void {',
      `  res.send(greeting + mark + String(process.env.${PROBE}));`,
      '}',
      '',
    ].join('\n'),
  );
  write('src/shared/greeting.ts', "export const greeting: string = 'first greeting';\n");
  write('src/shared/mark.js', "export const mark = 'mark from js';\n");
  process.env[PROBE] = 'first value';
});

afterAll(() => {
  delete process.env[PROBE];
});

describe("Gatsby's functions compile in a production build", () => {
  it('compiles the first time, then not again while nothing it is made from changed', async () => {
    const first = await compile();
    expect(first).toMatchObject({ compiled: true });
    expect(first.output).toContain('first greeting');
    expect(first.output).toContain('first value');
    const again = await compile();
    expect(first.why).toEqual(['Compiling Gatsby Functions: no record of the last compile']);
    expect(again).toEqual({ compiled: false, output: first.output, why: [] });
  }, 60_000);

  it('does not compile again when only a folder above the site changed its names (a shared /tmp, say)', async () => {
    const neighbour = path.join(path.dirname(site), `${path.basename(site)}-neighbour.txt`);
    fs.writeFileSync(neighbour, 'another program wrote this');
    try {
      expect((await compile()).compiled).toBe(false);
    } finally {
      fs.rmSync(neighbour, { force: true });
    }
  }, 60_000);

  it("does not compile again when only the site's own folder gained a name (the adapter's .netlify, say)", async () => {
    fs.mkdirSync(path.join(site, '.netlify'));
    try {
      expect((await compile()).compiled).toBe(false);
    } finally {
      fs.rmSync(path.join(site, '.netlify'), { recursive: true, force: true });
    }
  }, 60_000);

  it('compiles again when a module a function imports is edited', async () => {
    write('src/shared/greeting.ts', "export const greeting: string = 'second greeting';\n");
    const edited = await compile();
    expect(edited.compiled).toBe(true);
    // The build says why it compiled, naming the file.
    expect(edited.why).toEqual(['Compiling Gatsby Functions: input src/shared/greeting.ts changed']);
    expect(edited.output).toContain('second greeting');
    expect(edited.output).not.toContain('first greeting');
    expect((await compile()).compiled).toBe(false);
  }, 60_000);

  it('compiles again when a new file takes over an import (Gatsby resolves .ts before .js)', async () => {
    write('src/shared/mark.ts', "export const mark: string = 'mark from ts';\n");
    const shadowed = await compile();
    expect(shadowed.compiled).toBe(true);
    expect(shadowed.output).toContain('mark from ts');
  }, 60_000);

  it('compiles again when a value it reads from the environment changed', async () => {
    process.env[PROBE] = 'second value';
    const changed = await compile();
    expect(changed.compiled).toBe(true);
    expect(changed.why).toEqual(['Compiling Gatsby Functions: the configuration, or a defined value the code read, changed']);
    expect(changed.output).toContain('second value');
    expect((await compile()).compiled).toBe(false);
  }, 60_000);

  it('does not compile again when only a value the functions do not read changed (a release folder, say)', async () => {
    process.env[UNREAD] = 'first unread value';
    try {
      await compile();
      process.env[UNREAD] = 'second unread value';
      expect((await compile()).compiled).toBe(false);
    } finally {
      delete process.env[UNREAD];
    }
  }, 60_000);

  it('compiles again when a variable the code read while it was not set is set', async () => {
    write('src/shared/later.ts', `export const later = String(process.env.${LATER});\n`);
    const hello = fs.readFileSync(path.join(site, 'src/api/hello.ts'), 'utf8');
    write(
      'src/api/hello.ts',
      hello
        .replace('greeting + mark', 'greeting + mark + later')
        .replace(
          "import { mark } from '../shared/mark';",
          "import { mark } from '../shared/mark';\nimport { later } from '../shared/later';",
        ),
    );
    expect((await compile()).output).toContain('undefined');
    process.env[LATER] = 'set later';
    try {
      const set = await compile();
      expect(set.compiled).toBe(true);
      expect(set.output).toContain('set later');
    } finally {
      delete process.env[LATER];
    }
  }, 60_000);

  it('compiles again when an output is missing', async () => {
    fs.rmSync(path.join(site, '.cache', 'functions', 'hello.js'));
    const rebuilt = await compile();
    expect(rebuilt.compiled).toBe(true);
    expect(rebuilt.output).toContain('second greeting');
  }, 60_000);

  it('keeps no secret of the environment in what it records', () => {
    const recorded = fs.readFileSync(path.join(site, '.cache', 'functions', 'compiled-from.json'), 'utf8');
    expect(recorded).not.toContain('second value');
  });
});
