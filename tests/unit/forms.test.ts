import { describe, expect, it } from 'vitest';
import { parseSubmission } from '../../src/shared/forms/schemas';
import { MESSAGES } from '../../src/shared/forms/messages';
import { VALID_LEADS as GOOD } from './fixtures/valid-leads';

async function errorsOf(input: unknown): Promise<Record<string, string>> {
  const result = await parseSubmission(input);
  return result.ok ? {} : result.errors;
}

describe('form schemas', () => {
  it.each(Object.entries(GOOD))('accept a complete %s form', async (_name, input) => {
    const result = await parseSubmission(input);
    expect(result.ok ? [] : result).toEqual([]);
  });

  it('coerce typed amounts to numbers', async () => {
    const result = await parseSubmission(GOOD.quote);
    expect(result.ok && result.lead.formType === 'quote' ? result.lead.weightKg : null).toBe(8200);
  });

  it(`say "${MESSAGES.required}" for an empty required field and an unticked consent`, async () => {
    const errors = await errorsOf({ ...GOOD.contact, firstName: '  ', consent: false });
    expect(errors.firstName).toBe('Required');
    expect(errors.consent).toBe('Required');
  });

  it(`say "${MESSAGES.emailMissing}" for a missing email`, async () => {
    expect((await errorsOf({ ...GOOD.contact, email: '' })).email).toBe('Please enter an email address');
  });

  it(`say "${MESSAGES.emailInvalid}" for a malformed email`, async () => {
    expect((await errorsOf({ ...GOOD.contact, email: 'ana@' })).email).toBe('Please enter a valid email address');
  });

  it(`say "${MESSAGES.invalidEmail}" for a malformed newsletter email`, async () => {
    expect((await errorsOf({ ...GOOD.newsletter, email: 'not-an-email' })).email).toBe('Invalid email');
  });

  it(`say "${MESSAGES.phoneInvalid}" for a number that is not valid in the chosen country`, async () => {
    expect((await errorsOf({ ...GOOD.expert, phone: '(555) 123-4567' })).phone).toBe('Please enter a valid phone number');
    expect((await errorsOf({ ...GOOD.expert, country: 'NL', phone: '(562) 555-0140' })).phone).toBe('Please enter a valid phone number');
    expect(await errorsOf({ ...GOOD.expert, country: 'DE', phone: '030 901820' })).toEqual({});
  });

  it(`say "${MESSAGES.responseInvalid}" for an out-of-range or unknown answer`, async () => {
    const errors = await errorsOf({
      ...GOOD.quote,
      weightKg: '-3',
      transportMode: 'Rowing boat',
      cargoReadyDate: '2001-01-01',
      country: 'XX',
    });
    expect(errors.weightKg).toBe('Please enter a valid response');
    expect(errors.transportMode).toBe('Please enter a valid response');
    expect(errors.cargoReadyDate).toBe('Please enter a valid response');
    expect(errors.country).toBe('Please enter a valid response');
  });

  it('require a container type for full container loads only', async () => {
    expect((await errorsOf({ ...GOOD.quote, containerType: '' })).containerType).toBe('Required');
    expect(await errorsOf({ ...GOOD.quote, transportMode: 'Air', containerType: '' })).toEqual({});
  });

  it('refuse an unknown form type', async () => {
    expect(await errorsOf({ formType: 'lottery' })).toEqual({ formType: 'Please enter a valid response' });
  });
});

describe('the country list', () => {
  it('has the same countries in both languages as libphonenumber has numbering plans', async () => {
    const { getCountries } = await import('libphonenumber-js/max');
    const en = await import('../../src/shared/forms/country-names.en-US.json');
    const zh = await import('../../src/shared/forms/country-names.zh-CN.json');
    const codes = [...getCountries()].sort();
    expect(Object.keys(en.default).sort()).toEqual(codes);
    expect(Object.keys(zh.default).sort()).toEqual(codes);
  });
});
