/**
 * Writes the GraphQL query types (src/gatsby-types.d.ts) without building the site: Gatsby's own bootstrap
 * up to the schema and the extracted queries, then its own type writer. `tsc` and the type-checked lint need
 * these types; a full `gatsby build` would take minutes to produce them.
 *
 * The file is committed, so lint and the type check work on a fresh clone without any of this (and without
 * touching a running `gatsby develop`, which writes the same file itself when a query changes). `--check`
 * writes the types elsewhere and fails when they differ from the committed file: `npm test` runs it, so a
 * query or schema change that was not followed by `npm run typegen` cannot land.
 *
 * The types are always those of the local content source: Contentful's schema adds its own types that no
 * query reads (gatsby-config sends `gatsby develop` over Contentful to a file of its own).
 *
 * Gatsby keeps its state in .cache/ and public/ at the project root; a developer's are moved aside and
 * put back (a `gatsby develop` running in this checkout meanwhile loses its cache: stop it first).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const TYPES_FILE = 'src/gatsby-types.d.ts';
const check = process.argv.includes('--check');
const stash = path.join(root, '.serve', 'typegen-stash');
const kept = ['.cache', 'public'];

interface GatsbyContext {
  store: { getState: () => { schema: unknown; definitions: unknown; config: { graphqlTypegen: unknown } } };
  workerPool: { end: () => unknown };
  parentSpan?: unknown;
}

function moveAside(): void {
  fs.rmSync(stash, { recursive: true, force: true });
  fs.mkdirSync(stash, { recursive: true });
  for (const name of kept) if (fs.existsSync(path.join(root, name))) fs.renameSync(path.join(root, name), path.join(stash, name));
}

function putBack(): void {
  for (const name of kept) {
    fs.rmSync(path.join(root, name), { recursive: true, force: true });
    if (fs.existsSync(path.join(stash, name))) fs.renameSync(path.join(stash, name), path.join(root, name));
  }
  fs.rmSync(stash, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const started = Date.now();
  process.chdir(root);
  process.env.gatsby_executing_command = 'build';
  process.env.NODE_ENV = 'production';
  // The types do not depend on these keys; a build that ships still refuses to run without them.
  process.env.GATSBY_AMPLITUDE_API_KEY ||= 'typegen';
  process.env.GATSBY_GTM_ID ||= 'GTM-TYPEGEN';
  for (const name of ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN', 'CONTENTFUL_PREVIEW']) delete process.env[name];
  /* eslint-disable @typescript-eslint/no-require-imports -- Gatsby's bootstrap services have no public entry point */
  const services = require('gatsby/dist/services') as Record<string, (context: object) => Promise<object | void>>;
  const { createGraphQLRunner } = require('gatsby/dist/bootstrap/create-graphql-runner') as {
    createGraphQLRunner: (store: unknown, reporter: unknown) => unknown;
  };
  const reporter = require('gatsby-cli/lib/reporter') as { default: unknown };
  const { writeTypeScriptTypes } = require('gatsby/dist/utils/graphql-typegen/ts-codegen') as {
    writeTypeScriptTypes: (directory: string, schema: unknown, definitions: unknown, options: unknown) => Promise<void>;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const run = (name: string, context: object) => {
    const service = services[name];
    if (!service) throw new Error(`gatsby/dist/services has no ${name}: the Gatsby version changed`);
    return service(context);
  };
  moveAside();
  let context: GatsbyContext | undefined;
  try {
    const program = {
      directory: root,
      _: ['build'],
      sitePackageJson: JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as unknown,
    };
    context = { ...((await run('initialize', { program })) as GatsbyContext) };
    for (const step of ['customizeSchema', 'sourceNodes', 'buildSchema']) await run(step, context);
    // Pages are created so that Gatsby knows which components' queries are page queries.
    await run('createPages', {
      ...context,
      shouldRunCreatePagesStatefully: true,
      gatsbyNodeGraphQLFunction: createGraphQLRunner(context.store, reporter.default),
    });
    await run('extractQueries', context);
    const { schema, definitions, config } = context.store.getState();
    const typesOutputPath = check ? path.join('.serve', 'typegen-check', 'gatsby-types.d.ts') : TYPES_FILE;
    await writeTypeScriptTypes(root, schema, definitions, { ...(config.graphqlTypegen as object), typesOutputPath });
    if (check) {
      const fresh = fs.readFileSync(path.join(root, typesOutputPath), 'utf8');
      fs.rmSync(path.dirname(path.join(root, typesOutputPath)), { recursive: true, force: true });
      if (fresh !== fs.readFileSync(path.join(root, TYPES_FILE), 'utf8'))
        throw new Error(`${TYPES_FILE} is not what the schema and the queries give: run npm run typegen and commit the file.`);
    }
  } finally {
    await context?.workerPool.end();
    putBack();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(check ? `${TYPES_FILE} is current (${seconds} s)` : `GraphQL types written to ${TYPES_FILE} in ${seconds} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error && error.message.startsWith(TYPES_FILE) ? error.message : error);
    process.exit(1);
  },
);
