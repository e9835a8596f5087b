/**
 * The editors' preview (services/preview) against the Contentful stand-in, as an editor meets it, for
 * scripts/contentful/integration.ts: a browser opens an entry through "Open preview" with the preview key; the stand-in
 * saves a draft and sends its signed webhook, and the open page shows the new title within 5 s of the webhook's sending,
 * without a reload; a new draft entry gets a page, a deleted and an archived one lose theirs; an invalid draft keeps its
 * last valid version, with its problem on the page; no key, a wrong key and a wrongly signed webhook are refused; drafts
 * the site will change show their content checks on their pages (scripts/contentful/check-drafts.ts), and a clean one
 * none. The preview is the Chinese site's, so that a label its dictionary lacks shows too. Then a public build from the
 * same stand-in at that moment has none of the drafts, and none of the preview's attributes or code.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { signRequest } from '@contentful/node-apps-toolkit';
import { TEST_BROWSER } from '../dev/browsers';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { filesUnder } from '../../src/pipeline/files';
import { PREVIEW_ROUTES, type PreviewState } from '../../src/shared/preview';
import { startPreview, type Preview } from '../../services/preview/preview';
import type { CdaServer } from '../../tests/contentful/cda-server';
import type { SpaceImport } from '../../src/pipeline/contentful/export';
import type { ContentfulEntry } from '../../src/pipeline/contentful/entries';
import { copyProject } from '../dev/project-copy';
import { siteBuild } from '../../services/shared/site-builds';
import { REFUSED_HOST, UNTRANSLATED, type CheckDrafts } from './check-drafts';

/** From a save's webhook to the change on the open page. */
const SHOWN_WITHIN_MS = 5000;
/**
 * From a webhook to a page made or taken away: Gatsby deletes a page in a pass of its own after the read, so this takes
 * a few seconds longer than a save (5-6 s measured); the times are printed.
 */
const PAGES_WITHIN_MS = 10_000;

interface Args {
  /** The public build's project, built from `server` with delivery tokens (`env`). */
  dir: string;
  server: CdaServer;
  space: SpaceImport;
  env: NodeJS.ProcessEnv;
  previewToken: string;
  build: (dir: string, env: NodeJS.ProcessEnv) => Promise<{ seconds: number }>;
  drafts: CheckDrafts;
}

const secret = () => crypto.randomBytes(32).toString('hex');
const english = (entry: ContentfulEntry, field: string): string => {
  const value = entry.fields[field]?.['en-US'];
  return typeof value === 'string' ? value : '';
};
const setEnglish = (entry: ContentfulEntry, field: string, value: string) => {
  entry.fields[field] = { ...entry.fields[field], 'en-US': value };
};

/** Waits for `check`, from `since` (ms), for at most `withinMs`; returns the ms it took, or null. */
async function within(since: number, withinMs: number, check: () => Promise<boolean>): Promise<number | null> {
  while (Date.now() - since <= withinMs) {
    const held = await check().catch(() => false);
    const took = Date.now() - since;
    if (held) return took <= withinMs ? took : null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

const lastSent = (server: CdaServer, entryId: string): number =>
  [...server.webhooksSent].reverse().find((hook) => hook.entryId === entryId)?.sentAt ?? Date.now();

/** The published term the editor edits, and two new draft terms: the first is deleted, the second archived. */
interface Terms {
  edited: ContentfulEntry;
  slug: string;
  /** The title the edited term's saved draft gets. */
  draftTitle: string;
  created: ContentfulEntry;
  toArchive: ContentfulEntry;
}

/** What the steps in the browser share: the problems found, the stand-in, the preview's address and the terms. */
interface Editing extends Terms {
  problems: string[];
  server: CdaServer;
  url: string;
}

/** The edited term's page, open in the editor's browser, and its title. */
interface OpenPage extends Editing {
  page: Page;
  heading: Locator;
}

/** The preview as it runs, with what it logs, and the site copy it runs in (removed after). */
interface RunningPreview {
  preview: Preview;
  siteDir: string;
  accessKey: string;
  log: string[];
  started: number;
}

export async function checkPreview(args: Args): Promise<string[]> {
  const { server, space, drafts } = args;
  const problems: string[] = [];
  // First: a space without the terms to edit fails before anything is started that would need stopping.
  const terms = termsToEdit(space);
  const { preview, siteDir, accessKey, log, started } = await startEditorsPreview(args);
  const browser = await chromium.launch(TEST_BROWSER);
  try {
    await preview.ready;
    console.log(`contentful: preview ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const editing: Editing = { ...terms, problems, server, url: preview.url };
    await refusesStrangers(editing);
    const open = await opensFromContentful(editing, browser, accessKey);
    const shown = await showsSavedDraft(open);
    const { appeared, gone } = await followsNewAndDeletedDrafts(open);
    const listed = await keepsLastValidVersion(open);
    const archived = await dropsArchivedDraft(open);
    const checked = await checkContentChecks(open.page, editing.url, server, drafts, problems);
    console.log(
      `contentful: preview showed a saved title ${ms(shown)}, a new entry ${ms(appeared)}, took away a deleted one ${ms(gone)} and an archived one ` +
        `${ms(archived)} after the webhook; listed an invalid draft ${ms(listed)}; listed the content checks of new drafts ${ms(checked)}; ` +
        `${preview.refresh.triggered} refreshes for ${server.webhooksSent.length} webhooks sent`,
    );
  } finally {
    await browser.close();
    await preview.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
  await checkPublicBuild(args, terms.slug, problems);
  if (problems.length)
    console.log(`preview log:\n  ${log.slice(-20).join('\n  ')}\n--- gatsby develop ---\n${preview.output().slice(-3000)}`);
  return problems;
}

/** Starts the Chinese site's preview over the stand-in's drafts, in a copy of the project, with the stand-in's webhook. */
async function startEditorsPreview({ server, env, previewToken }: Args): Promise<RunningPreview> {
  const port = Number(process.env.CONTENTFUL_PREVIEW_PORT ?? 8315);
  const accessKey = secret();
  const webhookSecret = secret();
  server.addWebhook({ name: 'Preview', url: `http://localhost:${port}${PREVIEW_ROUTES.refresh}`, secret: webhookSecret });
  const siteDir = copyProject('contentful-preview-');
  // A label the Chinese site shows that its dictionary has no translation for yet.
  const dictionary = path.join(siteDir, 'locales', 'zh-CN.json');
  fs.writeFileSync(dictionary, JSON.stringify({ ...(JSON.parse(fs.readFileSync(dictionary, 'utf8')) as object), [UNTRANSLATED]: null }));
  const log: string[] = [];
  const started = Date.now();
  const preview = await startPreview({
    siteDir,
    env: { ...env, CONTENTFUL_PREVIEW_ACCESS_TOKEN: previewToken, SITE_LOCALE: 'zh-CN', GATSBY_SITE_LOCALE: 'zh-CN' },
    port,
    gatsbyPort: port + 1,
    accessKey,
    webhookSecret,
    log: (line) => log.push(line),
  });
  return { preview, siteDir, accessKey, log, started };
}

/** The term the editor edits and the new drafts, made from it. */
function termsToEdit(space: SpaceImport): Terms {
  const terms = space.entries.filter((entry) => entry.sys.contentType.sys.id === 'glossaryTerm');
  // Not the terms the other checks publish (the first two): this one's invalid draft must never be published.
  const edited = terms[2];
  if (!edited) throw new Error('The space needs three glossary terms');
  const slug = english(edited, 'slug');
  const draftTitle = `${english(edited, 'title')} (draft in preview)`;
  const draftEntry = (name: string): ContentfulEntry => {
    const entry = structuredClone(edited);
    entry.sys.id = `glossaryTerm-${name}`;
    setEnglish(entry, 'slug', name);
    setEnglish(entry, 'title', `Draft term ${name}, not yet published`);
    return entry;
  };
  const [created, toArchive] = [draftEntry('preview-draft-term'), draftEntry('preview-archived-term')];
  return { edited, slug, draftTitle, created, toArchive };
}

/** Refused: no login, a wrong key, Gatsby's GraphQL explorer (which holds every draft), a wrongly signed webhook. */
async function refusesStrangers({ problems, url, edited }: Editing): Promise<void> {
  for (const [what, address] of [
    ['no login', `${url}/`],
    ['no login, GraphQL', `${url}/___graphql`],
    ['a wrong key', `${url}/?preview_key=${secret()}`],
  ] as const) {
    const answer = await fetch(address, { redirect: 'manual' });
    if (answer.status !== 401) problems.push(`preview: ${what} answered ${answer.status}, not 401`);
    if (!answer.headers.get('x-robots-tag')?.includes('noindex')) problems.push(`preview: ${what}: no X-Robots-Tag noindex`);
  }
  const robots = await (await fetch(`${url}/robots.txt`)).text();
  if (!robots.includes('Disallow: /\n')) problems.push(`preview: robots.txt does not disallow all: ${robots}`);
  const body = JSON.stringify({ sys: { id: edited.sys.id } });
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.save',
  };
  const forged = signRequest(secret(), { method: 'POST', path: PREVIEW_ROUTES.refresh, headers, body });
  const refused = await fetch(`${url}${PREVIEW_ROUTES.refresh}`, { method: 'POST', headers: { ...headers, ...forged }, body });
  if (refused.status !== 401) problems.push(`preview: a webhook signed with another secret answered ${refused.status}, not 401`);
}

/** "Open preview" in Contentful, with the key: the entry's page, framed by Contentful's app only, its title tagged. */
async function opensFromContentful(editing: Editing, browser: Browser, accessKey: string): Promise<OpenPage> {
  const { problems, url, edited, slug } = editing;
  const context = await browser.newContext();
  const page = await context.newPage();
  const opened = await page.goto(`${url}${PREVIEW_ROUTES.open}?entry=${edited.sys.id}&locale=en-US&preview_key=${accessKey}`);
  if (new URL(page.url()).pathname !== `/glossary/${slug}/`) problems.push(`preview: "Open preview" landed on ${page.url()}`);
  if (
    !opened?.headers()['content-security-policy']?.includes('frame-ancestors') ||
    !opened.headers()['content-security-policy']?.includes('https://app.contentful.com')
  )
    problems.push(`preview: the page may be framed by others: ${opened?.headers()['content-security-policy'] ?? 'no CSP'}`);
  await page.waitForFunction(() => typeof (window as Window & { ___navigate?: unknown }).___navigate === 'function');
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  const tagged = await page.locator(`h1[data-contentful-entry-id="${edited.sys.id}"][data-contentful-field-id="title"]`).count();
  if (tagged === 0) problems.push('preview: the title carries no inspector attributes');
  await page.evaluate(() => Object.assign(window, { previewNotReloaded: true }));
  return { ...editing, page, heading };
}

/** A saved draft shows on the open page, without a reload; returns the ms from its webhook, or null. */
async function showsSavedDraft({ problems, server, page, heading, edited, draftTitle }: OpenPage): Promise<number | null> {
  await server.saveDraft(edited.sys.id, (entry) => setEnglish(entry, 'title', draftTitle));
  const shown = await within(
    lastSent(server, edited.sys.id),
    SHOWN_WITHIN_MS,
    async () => (await heading.textContent())?.includes('(draft in preview)') ?? false,
  );
  if (shown === null) problems.push(`preview: the saved title did not show within ${SHOWN_WITHIN_MS / 1000} s`);
  if (!(await page.evaluate(() => 'previewNotReloaded' in window))) problems.push('preview: the page reloaded to show the draft');
  return shown;
}

/** The HTTP status of the page data of the preview's page at `address`. */
async function pageStatus(page: Page, url: string, address: string): Promise<number> {
  return (await page.request.get(`${url}/page-data${address}page-data.json`)).status();
}

/** The ms from the last webhook of `entryId` until the preview's `address` answers `status`; null if not within PAGES_WITHIN_MS. */
const answersWithin = (
  server: CdaServer,
  entryId: string,
  page: Page,
  url: string,
  address: string,
  status: number,
): Promise<number | null> =>
  within(lastSent(server, entryId), PAGES_WITHIN_MS, async () => (await pageStatus(page, url, address)) === status);

/** New draft entries get a page; a deleted one loses it. Returns the ms from each webhook, or null. */
async function followsNewAndDeletedDrafts({
  problems,
  server,
  page,
  url,
  created,
  toArchive,
}: OpenPage): Promise<{ appeared: number | null; gone: number | null }> {
  await server.createDraft(created);
  await server.createDraft(toArchive);
  const appeared = await answersWithin(server, created.sys.id, page, url, '/glossary/preview-draft-term/', 200);
  if (appeared === null) problems.push(`preview: the new draft entry got no page within ${PAGES_WITHIN_MS / 1000} s`);
  await server.remove(created.sys.id);
  const gone = await answersWithin(server, created.sys.id, page, url, '/glossary/preview-draft-term/', 404);
  if (gone === null) problems.push(`preview: the deleted entry still had a page after ${PAGES_WITHIN_MS / 1000} s`);
  return { appeared, gone };
}

/** An invalid draft keeps its last valid version, with its problem on its page; returns the ms to the state listing it, or null. */
async function keepsLastValidVersion({ problems, server, page, heading, url, edited }: OpenPage): Promise<number | null> {
  await server.saveDraft(edited.sys.id, (entry) => setEnglish(entry, 'slug', 'Not a slug!'));
  const listed = await within(lastSent(server, edited.sys.id), SHOWN_WITHIN_MS, async () => {
    const state = (await (await page.request.get(`${url}${PREVIEW_ROUTES.state}`)).json()) as PreviewState;
    return state.problems.some((problem) => problem.entryId === edited.sys.id && problem.field === 'slug');
  });
  if (listed === null) problems.push('preview: the invalid slug is not in the preview state');
  const notice = page.getByRole('heading', { name: 'This draft is not valid' });
  if (!(await notice.isVisible().catch(() => false)))
    await notice.waitFor({ timeout: 5000 }).catch(() => problems.push('preview: no notice of the invalid draft on its page'));
  if (!((await heading.textContent()) ?? '').includes('(draft in preview)'))
    problems.push('preview: the last valid version of the invalid draft is not shown');
  await screenshot(page, 'preview-invalid-draft.png');
  return listed;
}

/** An archived draft disappears (the Preview API stops returning it); returns the ms from its webhook, or null. */
async function dropsArchivedDraft({ problems, server, page, url, toArchive }: OpenPage): Promise<number | null> {
  if ((await pageStatus(page, url, '/glossary/preview-archived-term/')) !== 200) problems.push('preview: the second new draft has no page');
  await server.archive(toArchive.sys.id);
  const archived = await answersWithin(server, toArchive.sys.id, page, url, '/glossary/preview-archived-term/', 404);
  if (archived === null) problems.push(`preview: the archived entry still had a page after ${PAGES_WITHIN_MS / 1000} s`);
  return archived;
}

/** The public build at this moment: the published content only, and nothing of the preview. */
async function checkPublicBuild({ dir, env, build }: Args, slug: string, problems: string[]): Promise<void> {
  const publicBuild = await build(dir, env);
  const publicDir = siteBuild('en-US', dir).site;
  const editedPage = path.join(publicDir, 'glossary', slug, 'index.html');
  if (!fs.existsSync(editedPage) || fs.readFileSync(editedPage, 'utf8').includes('(draft in preview)'))
    problems.push(`public build: ${editedPage} is missing or shows the draft`);
  for (const draft of ['preview-draft-term', 'preview-archived-term'])
    if (fs.existsSync(path.join(publicDir, 'glossary', draft))) problems.push(`public build: the draft-only entry ${draft} has a page`);
  const carriers = filesUnder(publicDir).filter(
    (file) =>
      /\.(html|js|json)$/.test(file) &&
      /data-contentful-|@contentful\/live-preview|ContentfulLivePreview/.test(fs.readFileSync(file, 'utf8')),
  );
  if (carriers.length) problems.push(`public build: preview attributes or code in ${carriers.slice(0, 5).join(', ')}`);
  const maps = path.join(siteBuild('en-US', dir).root, '.serve/source-maps/en-US');
  const mapped = (fs.existsSync(maps) ? filesUnder(maps) : []).filter((file) =>
    fs.readFileSync(file, 'utf8').includes('@contentful/live-preview'),
  );
  if (mapped.length) problems.push(`public build: source maps with @contentful/live-preview: ${mapped.join(', ')}`);
  console.log(
    `contentful: public build from the same stand-in ${publicBuild.seconds.toFixed(1)} s: no drafts, no inspector attributes, no live-preview code`,
  );
}

/**
 * New drafts the site will change: the preview's state lists their checks within PAGES_WITHIN_MS of the last webhook
 * (they are new pages), and each page's notice shows its own: the refused embed, the link to a draft, the image
 * without alternative text and the cut title of one, the untranslated label of another; a clean draft shows none.
 * Returns the ms from the last webhook to the state listing them, or null.
 */
async function checkContentChecks(
  page: Page,
  url: string,
  server: CdaServer,
  drafts: CheckDrafts,
  problems: string[],
): Promise<number | null> {
  for (const entry of [drafts.embed, drafts.linked, drafts.checked, drafts.job, drafts.clean]) await server.createDraft(entry);
  const kindsOf = (state: PreviewState, entryId: string) =>
    state.checks.filter((check) => check.entryId === entryId).map((check) => check.kind);
  let last: PreviewState | null = null;
  const listed = await within(lastSent(server, drafts.clean.sys.id), PAGES_WITHIN_MS, async () => {
    last = (await (await page.request.get(`${url}${PREVIEW_ROUTES.state}`)).json()) as PreviewState;
    const kinds = kindsOf(last, drafts.checked.sys.id);
    return drafts.expected.every((kind) => kinds.includes(kind)) && kindsOf(last, drafts.job.sys.id).includes('untranslated-label');
  });
  if (listed === null)
    problems.push(
      `preview: the drafts' content checks were not listed within ${PAGES_WITHIN_MS / 1000} s: ${JSON.stringify(last)?.slice(0, 600)}`,
    );
  const state = last as PreviewState | null;
  if (state && kindsOf(state, drafts.clean.sys.id).length > 0)
    problems.push(`preview: the clean draft has checks: ${kindsOf(state, drafts.clean.sys.id).join(', ')}`);

  // Pages are opened once the preview has read the last of the five drafts: a page whose data Gatsby replaces while it
  // hydrates falls back to rendering anew (development's overlay says so), which is Gatsby's and not the checks'.
  for (let quiet = 0, generation = -1, until = Date.now() + 15_000; quiet < 3 && Date.now() < until;) {
    const now = ((await (await page.request.get(`${url}${PREVIEW_ROUTES.state}`)).json()) as PreviewState).generation;
    quiet = now === generation ? quiet + 1 : 0;
    generation = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Content checks for this entry' }) });
  // The notice arrives while the page hydrates: it must not make React give up hydrating (an error in development).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // React says in the console what did not match.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Warning:')) errors.push(message.text());
  });
  const shows = async (path: string, texts: string[]) => {
    errors.length = 0;
    await page.goto(`${url}${path}`);
    await notice.waitFor({ timeout: 10_000 }).catch(() => undefined);
    const said =
      (await notice.textContent().catch(() => null)) ??
      `(no notice; the page's live regions say: ${(await page.getByRole('status').allTextContents()).join(' | ')})`;
    for (const text of texts)
      if (!said.includes(text)) problems.push(`preview: the notice on ${path} does not say “${text}”: ${said.slice(0, 400)}`);
  };
  await shows('/glossary/check-checked-draft/', [
    `The embed from ${REFUSED_HOST} was removed`,
    'The link “transshipment hub” to “Transshipment hub” goes to a draft',
    'An image has no alternative text',
    'The title has 90 characters',
    'Changes what readers see (3)',
  ]);
  await screenshot(page, 'preview-content-checks.png');
  await shows('/careers/jobs/customs-intern-check-draft/', [`“${UNTRANSLATED}” in English`]);
  await page.goto(`${url}/glossary/check-clean-draft/`);
  await page.getByRole('heading', { level: 1, name: 'Chassis split' }).waitFor({ timeout: 10_000 });
  // The state is read once the page is shown: a notice would be there by the time a second read came back.
  await page.waitForTimeout(4000);
  if (await notice.isVisible()) problems.push('preview: the clean draft shows a content checks notice');
  return listed;
}

const ms = (value: number | null) => (value === null ? 'never' : `in ${(value / 1000).toFixed(1)} s`);

/** What an editor sees: kept beside the test's other output. */
async function screenshot(page: Page, name: string): Promise<void> {
  const file = path.resolve(__dirname, '../../.serve/contentful-test', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: false });
}
