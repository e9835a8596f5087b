/**
 * The schemas of every form, shared by the browser (react-hook-form through @hookform/resolvers) and
 * the submission endpoint, so both sides accept and refuse exactly the same input with the same words.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
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

const required = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, MESSAGES.responseInvalid);
const optionalText = (max: number) => z.string().trim().max(max, MESSAGES.responseInvalid).optional().default('');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(values, { error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.responseInvalid) }),
  );

const email = (invalid: string) =>
  z.string({ error: MESSAGES.emailMissing }).trim().min(1, MESSAGES.emailMissing).max(254, invalid).pipe(z.email(invalid));

/** A positive amount typed in a form (a string there, a number in JSON), at most `max`. */
const amount = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.replace(/,/g, '')) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.responseInvalid) })
      .positive(MESSAGES.responseInvalid)
      .max(max, MESSAGES.responseInvalid),
  );

const consent = z.literal(true, { error: MESSAGES.required });

const country = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: MESSAGES.required }).refine(isCountryCode, MESSAGES.responseInvalid),
);

/** Fields every lead form shares, besides its own. */
const base = {
  /** Filled only by bots: the field is hidden from people. A filled one is dropped, not stored. */
  website: z.string().max(200).optional().default(''),
  captchaToken: z.string().max(4000).optional(),
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
function withPhone<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...shape, phone: required(40) }).superRefine(async (value, ctx) => {
    const { phone, country } = value as { phone: string; country?: string };
    if (!phone) return;
    const { isValidPhoneNumber } = await import('libphonenumber-js/max');
    if (!isValidPhoneNumber(phone, (country ?? 'US') as CountryCode)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.phoneInvalid });
    }
  });
}

export const contactSchema = z.object({
  ...base,
  formType: z.literal('contact'),
  ...person,
  jobTitle: optionalText(120),
  message: required(5000),
  consent,
});

export const expertSchema = withPhone({
  ...base,
  formType: z.literal('expert'),
  ...person,
  jobTitle: optionalText(120),
  annualShipments: choice(ANNUAL_SHIPMENTS),
  message: optionalText(5000),
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
  message: required(5000),
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
  cargo: required(500),
  transportMode: choice(TRANSPORT_MODES),
  containerType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CONTAINER_TYPES, MESSAGES.responseInvalid).optional()),
  dangerousGoods: z.array(z.enum(DANGEROUS_GOODS, MESSAGES.responseInvalid)).max(DANGEROUS_GOODS.length).optional().default([]),
  doorOption: choice(DOOR_OPTIONS),
  incoterms: choice(INCOTERMS),
  weightKg: amount(1_000_000),
  volumeCbm: amount(10_000),
  cargoValueUsd: amount(100_000_000),
  cargoReadyDate: z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.responseInvalid)
    .refine((d) => d >= today(), MESSAGES.responseInvalid),
  transitTime: choice(TRANSIT_PREFERENCES),
  annualShipments: choice(ANNUAL_SHIPMENTS),
  consent,
}).superRefine((value, ctx) => {
  if (value.transportMode === 'Ocean FCL' && !value.containerType)
    ctx.addIssue({ code: 'custom', path: ['containerType'], message: MESSAGES.required });
});

export const formSchemas = {
  contact: contactSchema,
  quote: quoteSchema,
  expert: expertSchema,
  'sign-up': signUpSchema,
  newsletter: newsletterSchema,
  'open-emissions': openEmissionsSchema,
  press: pressSchema,
} as const satisfies Record<FormType, z.ZodType>;

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
