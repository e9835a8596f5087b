/**
 * The schemas of every form, shared by the browser (react-hook-form through @hookform/resolvers) and
 * the submission endpoint, so both sides accept and refuse exactly the same input with the same words.
 * Written with zod/mini: the same validation engine as zod, with checks as functions a bundler can leave
 * out when unused, so the browser downloads a quarter of what zod's chained API costs (about 5 KB gzip
 * instead of 20). The build's content schemas, which never reach the browser, keep the chained API.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { cleanLine, cleanLines } from './clean-text';
import { isCountryCode } from './countries';
import { MESSAGES } from './messages';

// zod 4 probes for eval to speed up object parsing; the site's CSP forbids eval, and the probe alone
// is reported as a violation in the browser. The plain parser is fast enough for forms.
z.config({ jitless: true });

export const FORM_TYPES = ['contact', 'quote', 'expert', 'sign-up', 'newsletter', 'open-emissions', 'press'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const TRANSPORT_MODES = ['Ocean FCL', 'Ocean LCL', 'Air'] as const;
export const CONTAINER_TYPES = ["20' Standard", "40' Standard", "40' High Cube", "45' High Cube"] as const;
export const DANGEROUS_GOODS = ['Batteries', 'Hazardous materials', 'Creams, liquids or powders', 'Magnets'] as const;
export const DOOR_OPTIONS = ['Port to Port', 'Port to Door'] as const;
export const INCOTERMS = ['EXW or FOB', 'CIF, DAP, DDU or DDP', 'Other'] as const;
export const ANNUAL_SHIPMENTS = ['1-10', '11-50', '51-200', 'More than 200'] as const;
export const TRANSIT_PREFERENCES = ['Fastest', 'Balanced', 'Lowest cost'] as const;

/** zod's preprocess: `prepare` runs on the raw input before `schema` checks it. */
const preprocess = <T extends z.core.$ZodType>(prepare: (value: unknown) => unknown, schema: T) => z.pipe(z.transform(prepare), schema);
/** A textarea's text keeps its line breaks; any other field's is one line. */
type Lines = 'one' | 'many';
/**
 * A string as it will be stored (clean-text.ts: no controls, no unpaired surrogates, NFC), before any
 * other check reads it: the lengths are those of what is stored, and what passes can always be stored.
 */
const text = (params: Parameters<typeof z.string>[0] = { error: MESSAGES.responseInvalid }, lines: Lines = 'one') =>
  z.string(params).check(z.overwrite(lines === 'many' ? cleanLines : cleanLine));
/** An empty choice (a select left at its placeholder) counts as a missing one; a chosen one is cleaned as text is. */
const emptyIsMissing = (v: unknown) => {
  const value = typeof v === 'string' ? cleanLine(v) : v;
  return value === '' || value === null ? undefined : value;
};

const required = (max: number, lines: Lines = 'one') =>
  text({ error: MESSAGES.required }, lines).check(z.trim(), z.minLength(1, MESSAGES.required), z.maxLength(max, MESSAGES.responseInvalid));
const optionalText = (max: number, lines: Lines = 'one') =>
  z._default(z.optional(text(undefined, lines).check(z.trim(), z.maxLength(max, MESSAGES.responseInvalid))), '');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  preprocess(
    emptyIsMissing,
    z.enum(values, { error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.responseInvalid) }),
  );

const email = (invalid: string) =>
  z.pipe(
    text({ error: MESSAGES.emailMissing }).check(z.trim(), z.minLength(1, MESSAGES.emailMissing), z.maxLength(254, invalid)),
    z.email(invalid),
  );

/** A positive amount typed in a form (a string there, a number in JSON), at most `max`. */
const amount = (max: number) =>
  preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(cleanLine(v).replace(/,/g, '')) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.responseInvalid) })
      .check(z.positive(MESSAGES.responseInvalid), z.maximum(max, MESSAGES.responseInvalid)),
  );

const consent = z.literal(true, { error: MESSAGES.required });

const country = preprocess(emptyIsMissing, z.string({ error: MESSAGES.required }).check(z.refine(isCountryCode, MESSAGES.responseInvalid)));

/** Fields every lead form shares, besides its own. */
const base = {
  /** Filled only by bots: the field is hidden from people. A filled one is dropped, not stored. */
  website: z._default(z.optional(text().check(z.maxLength(200, MESSAGES.responseInvalid))), ''),
  captchaToken: z.optional(text().check(z.maxLength(4000, MESSAGES.responseInvalid))),
};

const person = {
  firstName: required(80),
  lastName: required(80),
  companyName: required(120),
  email: email(MESSAGES.emailInvalid),
  country,
};

/**
 * Business Phone, valid for the chosen country (or in international +… form), checked against the full
 * numbering plans. Those are large, so the browser fetches them only when a form is validated, not with
 * the page: these schemas must be run with parseAsync / safeParseAsync.
 */
function withPhone<T extends z.core.$ZodShape>(shape: T) {
  return z.object({ ...shape, phone: required(40) }).check(
    z.superRefine(async (value, ctx) => {
      const { phone, country } = value as { phone: string; country?: string };
      if (!phone) return;
      const { isValidPhoneNumber } = await import('libphonenumber-js/max');
      if (!isValidPhoneNumber(phone, (country ?? 'US') as CountryCode)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.phoneInvalid });
      }
    }),
  );
}

export const contactSchema = z.object({
  ...base,
  formType: z.literal('contact'),
  ...person,
  jobTitle: optionalText(120),
  message: required(5000, 'many'),
  consent,
});

export const expertSchema = withPhone({
  ...base,
  formType: z.literal('expert'),
  ...person,
  jobTitle: optionalText(120),
  annualShipments: choice(ANNUAL_SHIPMENTS),
  message: optionalText(5000, 'many'),
  consent,
});

export const signUpSchema = withPhone({
  ...base,
  formType: z.literal('sign-up'),
  ...person,
  jobTitle: optionalText(120),
  annualShipments: choice(ANNUAL_SHIPMENTS),
  consent,
});

export const openEmissionsSchema = z.object({
  ...base,
  formType: z.literal('open-emissions'),
  ...person,
  annualShipments: choice(ANNUAL_SHIPMENTS),
  consent,
});

export const pressSchema = z.object({
  ...base,
  formType: z.literal('press'),
  firstName: required(80),
  lastName: required(80),
  companyName: required(120),
  email: email(MESSAGES.emailInvalid),
  message: required(5000, 'many'),
  consent,
});

export const newsletterSchema = z.object({
  ...base,
  formType: z.literal('newsletter'),
  email: email(MESSAGES.invalidEmail),
  consent,
});

/** Today in UTC as YYYY-MM-DD; a cargo-ready date may not be before it. */
const today = () => new Date().toISOString().slice(0, 10);

export const quoteSchema = withPhone({
  ...base,
  formType: z.literal('quote'),
  ...person,
  origin: required(120),
  destination: required(120),
  cargo: required(500, 'many'),
  transportMode: choice(TRANSPORT_MODES),
  containerType: preprocess(emptyIsMissing, z.optional(z.enum(CONTAINER_TYPES, MESSAGES.responseInvalid))),
  dangerousGoods: z._default(
    z.optional(
      z
        .array(z.pipe(text(), z.enum(DANGEROUS_GOODS, MESSAGES.responseInvalid)), MESSAGES.responseInvalid)
        .check(z.maxLength(DANGEROUS_GOODS.length, MESSAGES.responseInvalid)),
    ),
    [],
  ),
  doorOption: choice(DOOR_OPTIONS),
  incoterms: choice(INCOTERMS),
  weightKg: amount(1_000_000),
  volumeCbm: amount(10_000),
  cargoValueUsd: amount(100_000_000),
  cargoReadyDate: text({ error: MESSAGES.required }).check(
    z.minLength(1, MESSAGES.required),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.responseInvalid),
    z.refine((d) => d >= today(), MESSAGES.responseInvalid),
  ),
  transitTime: choice(TRANSIT_PREFERENCES),
  annualShipments: choice(ANNUAL_SHIPMENTS),
  consent,
}).check(
  z.superRefine((value, ctx) => {
    if (value.transportMode === 'Ocean FCL' && !value.containerType)
      ctx.addIssue({ code: 'custom', path: ['containerType'], message: MESSAGES.required });
  }),
);

export const formSchemas = {
  contact: contactSchema,
  quote: quoteSchema,
  expert: expertSchema,
  'sign-up': signUpSchema,
  newsletter: newsletterSchema,
  'open-emissions': openEmissionsSchema,
  press: pressSchema,
} as const satisfies Record<FormType, z.ZodMiniType>;

export type FormValues<T extends FormType> = z.input<(typeof formSchemas)[T]>;
export type Lead<T extends FormType = FormType> = z.output<(typeof formSchemas)[T]>;

/** Validates a submission of any form type; `formType` picks the schema. */
export async function parseSubmission(input: unknown): Promise<{ ok: true; lead: Lead } | { ok: false; errors: Record<string, string> }> {
  const type = typeof input === 'object' && input !== null && 'formType' in input ? input.formType : undefined;
  if (typeof type !== 'string' || !(FORM_TYPES as readonly string[]).includes(type))
    return { ok: false, errors: { formType: MESSAGES.responseInvalid } };
  const result = await formSchemas[type as FormType].safeParseAsync(input);
  if (result.success) return { ok: true, lead: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(form)';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
