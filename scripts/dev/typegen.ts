/**
 * Writes the GraphQL query types (src/gatsby-types.d.ts) in seconds, without building the site: Gatsby's
 * own bootstrap up to the schema and the extracted queries, then its own type writer. `tsc` and the
 * type-checked lint need these types; a full `gatsby build` would take minutes to produce them.
 *
 * Gatsby keeps its state in .cache/ and public/ at the project root; a developer's are moved aside and
 * put back, so this does not disturb a `gatsby develop` cache.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
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
    await writeTypeScriptTypes(root, schema, definitions, config.graphqlTypegen);
  } finally {
    await context?.workerPool.end();
    putBack();
  }
  console.log(`GraphQL types written to src/gatsby-types.d.ts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
