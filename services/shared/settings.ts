/**
 * Every setting the services read from their environment, each declared once: its name, what it is for, what it
 * takes, its default and the programs that read it. This is the one place they are read: each program checks all of
 * its own as it starts (`settingsOf`) and stops naming every one that is wrong and what it takes, before it opens or
 * writes anything; the functions that build a part from the environment (the database, delivery, the captcha…) read
 * theirs through `readSetting`, so the CDN's functions, which have no start, are held to the same rules. A docs page can
 * be generated from, or checked against, SETTINGS.
 *
 * The builds' own settings (GATSBY_*, the content source's) are read and checked by the build (gatsby-config.ts,
 * src/pipeline/): the preview checks here only those it cannot do without.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';

export type Env = Readonly<Record<string, string | undefined>>;

/** The preview's access key: shorter keys are refused at start, since the key is all that stands between drafts and the internet. */
export const MIN_KEY_LENGTH = 24;

/** The programs that read settings; `lead-functions` are the CDN's Gatsby Functions (src/api/). */
export const PROGRAMS = [
  'leads',
  'leads-worker',
  'leads-cli',
  'lead-functions',
  'publisher',
  'publisher-cli',
  'preview',
  'build-sites',
] as const;
export type Program = (typeof PROGRAMS)[number];

interface Setting {
  /** What it is for, a line of a docs page. */
  about: string;
  /** What it takes, completing "<NAME> must be …". */
  takes: string;
  readBy: readonly Program[];
  /** The value when unset or empty, as it would be written. */
  default?: string;
  /** The programs that do not start without it. */
  requiredBy?: readonly Program[];
  /** Never repeated in an error: it is a key, or may hold a password (a URL's). */
  secret?: boolean;
  schema: z.ZodType<unknown, string>;
}

/** Where the project is checked out: what PUBLISH_DIR and the HS files are relative to. */
const CHECKOUT = path.resolve(__dirname, '../..');

/** The longest timer Node keeps: a longer one fires after 1 ms, with only a warning. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const wholeNumber = (min: number, max: number) =>
  z.string().trim().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
const milliseconds = (min: number) => ({
  takes: `a whole number of milliseconds (at least ${min}, at most ${MAX_TIMER_MS})`,
  schema: wholeNumber(min, MAX_TIMER_MS),
});
const port = { takes: 'a port number (1 to 65535)', schema: wholeNumber(1, 65_535) };
const flag = { takes: '"on" or "off"', schema: z.enum(['on', 'off']).transform((value) => value === 'on') };
const text = { takes: 'a text', schema: z.string() };
const httpUrl = { takes: 'an http:// or https:// URL', schema: z.url({ protocol: /^https?$/ }) };

/** Is `dir` a folder, or a path where one can be made (its nearest existing ancestor is a folder)? */
function folderPossible(dir: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(at, { throwIfNoEntry: false });
    } catch {
      return false;
    }
    if (stat) return stat.isDirectory();
    if (path.dirname(at) === at) return false;
  }
}
const folder = (base: () => string) => ({
  takes: 'a folder, or a path where one can be made',
  schema: z
    .string()
    .transform((value) => path.resolve(base(), value))
    .refine(folderPossible),
});
const readableFile = {
  takes: 'a readable file',
  schema: z
    .string()
    .transform((value) => path.resolve(CHECKOUT, value))
    .refine((file) => {
      try {
        fs.accessSync(file, fs.constants.R_OK);
        return fs.statSync(file).isFile();
      } catch {
        return false;
      }
    }),
};

/**
 * 30 submissions per 10 minutes: a person fills a form a few times at most, and an office behind one
 * address (a trade fair stand, a sales team) stays well inside it.
 */
export const DEFAULT_RATE_LIMIT = { max: 30, windowSeconds: 600 } as const;

const rateLimit = z.union([
  z.literal('off').transform(() => null),
  z
    .string()
    .regex(/^\d+\/\d+$/)
    .transform((value) => ({ max: Number(value.split('/')[0]), windowSeconds: Number(value.split('/')[1]) }))
    .pipe(z.object({ max: z.number().int().min(1), windowSeconds: z.number().int().min(1) })),
]);

/** `<locale>=<origin>` pairs, space- or comma-separated, as [origin, locale]. */
const originPairs = z
  .string()
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z.array(
      z
        .string()
        .regex(/^[^=]+=[^=]+$/)
        .transform((pair) => pair.split('=') as [string, string])
        .pipe(z.tuple([z.enum(LOCALES), z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)]))
        .transform(([locale, origin]): [string, Locale] => [origin, locale]),
    ),
  );

/** Space-separated locales, each once. */
const localeList = z
  .string()
  .transform((value) => value.split(/\s+/).filter(Boolean))
  .pipe(
    z
      .array(z.enum(LOCALES))
      .min(1)
      .refine((locales) => new Set(locales).size === locales.length),
  );

const LEAD_STORE = ['leads', 'leads-worker', 'leads-cli', 'lead-functions'] as const satisfies readonly Program[];
const LEAD_DELIVERY = ['leads', 'leads-worker', 'lead-functions'] as const satisfies readonly Program[];
const LEAD_ENDPOINT = ['leads', 'lead-functions'] as const satisfies readonly Program[];

export const SETTINGS = {
  LEADS_PORT: {
    about:
      'Where the lead service listens, on loopback (nginx proxies /api/leads and /api/geo to it); `npm run leads:ops` reaches it there.',
    readBy: ['leads', 'leads-cli'],
    default: '9400',
    ...port,
  },
  DATABASE_URL: {
    about: 'PostgreSQL for the leads (and the publisher’s records); unset, PGlite in LEADS_DIR (and PUBLISH_DIR/db).',
    takes: 'a PostgreSQL connection URL (postgresql://user:password@host:5432/database)',
    readBy: [...LEAD_STORE, 'publisher'],
    secret: true,
    schema: z.string().regex(/^(postgres|postgresql|socket):/),
  },
  LEADS_DIR: {
    about: 'The lead folder: PGlite’s files, dead letters, the operations token; its user’s alone.',
    readBy: LEAD_STORE,
    default: '.leads',
    ...folder(() => process.cwd()),
  },
  LEADS_PGLITE_FSYNC: {
    about: 'Whether PGlite’s WAL is fsynced after each commit, before a lead is answered (off: a power loss may lose the last leads).',
    readBy: LEAD_STORE,
    default: 'on',
    ...flag,
  },
  LEADS_DB_POOL: {
    about: 'PostgreSQL connections per process.',
    takes: 'a whole number of connections (at least 1)',
    readBy: LEAD_STORE,
    default: '10',
    schema: wholeNumber(1, 10_000),
  },
  LEADS_UPSTREAM_URL: {
    about: 'The CRM webhook leads are delivered to; unset, leads wait in the database.',
    readBy: LEAD_DELIVERY,
    secret: true,
    ...httpUrl,
  },
  LEADS_DELIVERY: {
    about: 'Whether the lead service delivers; off leaves delivery to `npm run leads:worker` processes.',
    readBy: ['leads'],
    default: 'on',
    ...flag,
  },
  LEADS_RETRY_BASE_MS: {
    about: 'The first retry delay of a failed delivery; it doubles up to LEADS_RETRY_MAX_MS.',
    readBy: LEAD_DELIVERY,
    default: '1000',
    ...milliseconds(1),
  },
  LEADS_RETRY_MAX_MS: { about: 'The longest retry delay.', readBy: LEAD_DELIVERY, default: '300000', ...milliseconds(1) },
  LEADS_UPSTREAM_TIMEOUT_MS: {
    about: 'How long a delivery may take before it counts as failed.',
    readBy: LEAD_DELIVERY,
    default: '10000',
    ...milliseconds(1),
  },
  LEADS_POLL_MS: {
    about: 'How often a delivery worker looks for leads other processes stored.',
    readBy: LEAD_DELIVERY,
    default: '1000',
    ...milliseconds(10),
  },
  LEADS_REPLAY_MS: {
    about: 'How often leads kept as dead letters are offered to the database again.',
    readBy: ['leads'],
    default: '30000',
    ...milliseconds(1000),
  },
  LEADS_RATE_LIMIT: {
    about: 'Submissions per client and window.',
    takes: '"submissions/seconds" (e.g. 30/600, each at least 1) or "off"',
    readBy: LEAD_ENDPOINT,
    default: `${DEFAULT_RATE_LIMIT.max}/${DEFAULT_RATE_LIMIT.windowSeconds}`,
    schema: z.string().trim().pipe(rateLimit),
  },
  LEADS_SITE_ORIGINS: {
    about: 'Other origins that serve a regional site (a staging host), besides the sites’ own addresses.',
    takes: `<locale>=<origin> pairs, space-separated, with a locale of ${LOCALES.join(', ')} and an http:// or https:// origin (e.g. zh-CN=https://cn.staging.example)`,
    readBy: LEAD_ENDPOINT,
    default: '',
    schema: originPairs,
  },
  GATSBY_RECAPTCHA_SITE_KEY: {
    about: 'reCAPTCHA Enterprise’s site key (the build puts it in the pages); with the project and the API key, verification is on.',
    readBy: LEAD_ENDPOINT,
    ...text,
  },
  RECAPTCHA_PROJECT_ID: { about: 'The Google Cloud project of reCAPTCHA Enterprise.', readBy: LEAD_ENDPOINT, ...text },
  RECAPTCHA_API_KEY: { about: 'An API key of that project allowed to create assessments.', readBy: LEAD_ENDPOINT, secret: true, ...text },
  RECAPTCHA_SCORE_THRESHOLD: {
    about: 'Scores below it (0.0 bot … 1.0 human) are flagged suspected-spam.',
    takes: 'a number between 0 and 1',
    readBy: LEAD_ENDPOINT,
    default: '0.5',
    schema: z
      .string()
      .trim()
      .regex(/^(\d+(\.\d*)?|\.\d+)$/)
      .transform(Number)
      .pipe(z.number().min(0).max(1)),
  },
  RECAPTCHA_API_ORIGIN: {
    about: 'Where assessments are asked (a stand-in in tests).',
    readBy: LEAD_ENDPOINT,
    default: 'https://recaptchaenterprise.googleapis.com',
    takes: httpUrl.takes,
    schema: httpUrl.schema.transform((url) => new URL(url).origin),
  },
  RECAPTCHA_TIMEOUT_MS: { about: 'How long an assessment may take.', readBy: LEAD_ENDPOINT, default: '5000', ...milliseconds(1) },

  PUBLISHER_PORT: { about: 'Where the publisher listens, on loopback.', readBy: ['publisher'], default: '9500', ...port },
  PUBLISHER_URL: {
    about: 'Where `npm run publish` and `publish:rollback` reach the publisher.',
    readBy: ['publisher-cli'],
    default: 'http://127.0.0.1:9500',
    ...httpUrl,
  },
  PUBLISH_DIR: {
    about: 'The publisher’s folder (relative to the checkout): releases, the live link, PGlite’s files in db/, ops.token.',
    readBy: ['publisher', 'publisher-cli'],
    default: '.publisher',
    ...folder(() => CHECKOUT),
  },
  PUBLISH_LOCALES: {
    about: 'The regional sites a publish builds.',
    takes: `space-separated locales, each once, of ${LOCALES.join(', ')}`,
    readBy: ['publisher'],
    default: LOCALES.join(' '),
    schema: localeList,
  },
  PUBLISH_KEEP: {
    about: 'Releases kept besides live and the one before it.',
    takes: 'a whole number of releases (0 or more)',
    readBy: ['publisher'],
    default: '5',
    schema: wholeNumber(0, 10_000),
  },
  PUBLISH_RELOAD_COMMAND: { about: 'Run after live switches (e.g. sudo systemctl reload nginx).', readBy: ['publisher'], ...text },
  PUBLISH_SHIP_COMMAND: { about: 'Copies a release to the other web servers before live switches.', readBy: ['publisher'], ...text },
  PUBLISH_NOTIFY_URL: {
    about: 'A Slack-compatible incoming webhook told of failed publishes.',
    readBy: ['publisher'],
    secret: true,
    ...httpUrl,
  },
  PUBLISHER_TOKEN: {
    about: 'The token of the publisher’s own endpoints; unset, one is written to PUBLISH_DIR/ops.token.',
    readBy: ['publisher', 'publisher-cli'],
    secret: true,
    ...text,
  },
  CONTENTFUL_WEBHOOK_SECRET: {
    about: 'The signing secret of Contentful’s webhooks; unset, they are refused.',
    readBy: ['publisher'],
    secret: true,
    ...text,
  },
  SITES_AT_ONCE: {
    about: 'Regional sites built at the same time; unset, two on two cores and 8 GB, else one (services/shared/site-builds.ts).',
    takes: 'a whole number of sites (at least 1)',
    readBy: ['publisher', 'build-sites'],
    schema: wholeNumber(1, 100),
  },

  PREVIEW_PORT: { about: 'Where editors reach the preview.', readBy: ['preview'], default: '8400', ...port },
  PREVIEW_GATSBY_PORT: {
    about: 'Where the preview’s gatsby develop listens, on localhost.',
    readBy: ['preview'],
    default: '8401',
    ...port,
  },
  PREVIEW_ACCESS_KEY: {
    about: 'The key in the preview links set up in Contentful.',
    takes: `at least ${MIN_KEY_LENGTH} characters`,
    readBy: ['preview'],
    requiredBy: ['preview'],
    secret: true,
    schema: z.string().min(MIN_KEY_LENGTH),
  },
  PREVIEW_WEBHOOK_SECRET: {
    about: 'The signing secret of Contentful’s webhook to the preview.',
    readBy: ['preview'],
    requiredBy: ['preview'],
    secret: true,
    ...text,
  },
  CONTENTFUL_SPACE_ID: { about: 'The Contentful space the preview shows.', readBy: ['preview'], requiredBy: ['preview'], ...text },
  CONTENTFUL_ACCESS_TOKEN: {
    about: 'A Content Delivery API key of the space.',
    readBy: ['preview'],
    requiredBy: ['preview'],
    secret: true,
    ...text,
  },
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: {
    about: 'A Content Preview API key of the space: the preview shows drafts.',
    readBy: ['preview'],
    requiredBy: ['preview'],
    secret: true,
    ...text,
  },
  SITE_LOCALE: {
    about: 'The regional site the preview shows.',
    takes: `one of ${LOCALES.join(', ')}`,
    readBy: ['preview'],
    default: 'en-US',
    schema: z.enum(LOCALES),
  },
  HS_CODES_CSV: { about: 'The HS nomenclature’s codes; unset, the sample.', readBy: ['preview'], ...readableFile },
  HS_SECTIONS_CSV: { about: 'The HS nomenclature’s sections; unset, the sample.', readBy: ['preview'], ...readableFile },
} as const satisfies Record<string, Setting>;

type Settings = typeof SETTINGS;
export type SettingName = keyof Settings;
type Parsed<N extends SettingName> = z.output<Settings[N]['schema']>;
/** A setting's value: unset, its default, or undefined where it has none. */
export type SettingValue<N extends SettingName> = Settings[N] extends { default: string } ? Parsed<N> : Parsed<N> | undefined;
type NamesOf<P extends Program> = { [N in SettingName]: P extends Settings[N]['readBy'][number] ? N : never }[SettingName];
type RequiredBy<N extends SettingName> = Settings[N] extends { requiredBy: readonly (infer R)[] } ? R : never;
/** Every setting a program reads, checked: one it cannot start without is never undefined. */
export type ProgramSettings<P extends Program> = {
  readonly [N in NamesOf<P>]: P extends RequiredBy<N> ? Parsed<N> : SettingValue<N>;
};

/** Settings refused, one line each: the name, what it takes and what it got. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
  }
}

const NAMES = Object.keys(SETTINGS) as SettingName[];

function check(name: SettingName, env: Env, program?: Program): { value: unknown } | { problem: string } {
  const setting: Setting = SETTINGS[name];
  // An empty value is unset: `.env` files and shells write NAME= for "none".
  const given = env[name] === '' ? undefined : env[name];
  if (given === undefined && program !== undefined && setting.requiredBy?.includes(program))
    return { problem: `${name} must be ${setting.takes}; it is not set` };
  const value = given ?? setting.default;
  if (value === undefined) return { value: undefined };
  const parsed = setting.schema.safeParse(value);
  if (parsed.success) return { value: parsed.data };
  const got = setting.secret || given === undefined ? `a value of ${value.length} characters, not repeated here` : JSON.stringify(given);
  return { problem: `${name} must be ${setting.takes}; got ${got}` };
}

/** One setting's value from `env`; throws, saying what it takes, when it is not one. */
export function readSetting<N extends SettingName>(name: N, env: Env): SettingValue<N> {
  const result = check(name, env);
  if ('problem' in result) throw new SettingsError([result.problem]);
  return result.value as SettingValue<N>;
}

/** Every setting `program` reads, checked at once: throws naming each one that is wrong, or missing where it is needed. */
export function settingsOf<P extends Program>(program: P, env: Env): ProgramSettings<P> {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of NAMES) {
    const setting: Setting = SETTINGS[name];
    if (!setting.readBy.includes(program)) continue;
    const result = check(name, env, program);
    if ('problem' in result) problems.push(result.problem);
    else values[name] = result.value;
  }
  if (problems.length > 0) throw new SettingsError(problems);
  return values as ProgramSettings<P>;
}

/** The names of the settings `program` reads. */
export const settingNames = (program: Program): SettingName[] =>
  NAMES.filter((name) => (SETTINGS[name] as Setting).readBy.includes(program));
