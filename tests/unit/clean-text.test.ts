import { describe, expect, it } from 'vitest';
import { cleanLine, cleanLines, clip } from '../../src/shared/forms/clean-text';
import { MESSAGES } from '../../src/shared/forms/messages';
import { parseSubmission } from '../../src/shared/forms/schemas';
import { readAttribution } from '../../src/site/tracking/attribution';
import { attributionFrom } from '../../services/leads/handler';
import { CONTACT } from './fixtures/contact-lead';
import { VALID_LEADS } from './fixtures/valid-leads';

describe('text a browser sends, as the lead database stores it', () => {
  it('removes NUL and the other C0 controls', () => {
    expect(cleanLine('\0spring')).toBe('spring');
    expect(cleanLine('a\u0001b\u001bc\u001fd')).toBe('abcd');
    expect(cleanLines('a\u0000b\u0007c')).toBe('abc');
  });

  it('removes DEL and the C1 controls', () => {
    expect(cleanLine('a\u007fb\u0080c\u009bd\u009fe')).toBe('abcde');
    expect(cleanLines('a\u007fb\u009fc')).toBe('abc');
  });

  it('makes tabs and line breaks of a single-line field a space', () => {
    expect(cleanLine('Ana\tMaria\r\nLopez\nJr\rIII\u0085x\u000by\u000cz')).toBe('Ana Maria Lopez Jr III x y z');
  });

  it('keeps the tabs and line breaks of a multi-line field, every break as \\n', () => {
    expect(cleanLines('line 1\r\nline 2\rline 3\u0085line 4\n\tindented')).toBe('line 1\nline 2\nline 3\nline 4\n\tindented');
  });

  it('replaces unpaired surrogates with U+FFFD and keeps pairs', () => {
    expect(cleanLine('\ud800spring')).toBe('\ufffdspring');
    expect(cleanLine('a\udc00b')).toBe('a\ufffdb');
    expect(cleanLine('end\ud83d')).toBe('end\ufffd');
    expect(cleanLine('\udc00\ud800')).toBe('\ufffd\ufffd');
    expect(cleanLine('ship 🚢 now')).toBe('ship 🚢 now');
  });

  it('composes to NFC and leaves what only NFKC would change', () => {
    expect(cleanLine('Jose\u0301')).toBe('José');
    expect(cleanLine('\u212b')).toBe('\u00c5');
    // Full-width letters and digits, as Chinese input methods type them, and a ligature stay as typed.
    expect(cleanLine('ＡＢＣ公司１２３')).toBe('ＡＢＣ公司１２３');
    expect(cleanLine('\ufb01le')).toBe('\ufb01le');
  });

  it('composes what a removed control kept apart', () => {
    expect(cleanLine('e\u0000\u0301')).toBe('é');
  });

  it('keeps bidirectional controls: right-to-left text needs them, the lead tools escape them', () => {
    expect(cleanLine('\u202eabc\u202c \u2066x\u2069')).toBe('\u202eabc\u202c \u2066x\u2069');
  });

  it('clips without leaving half a surrogate pair', () => {
    expect(clip('ab🚢', 3)).toBe('ab');
    expect(clip('ab🚢', 4)).toBe('ab🚢');
    expect(clip('abc', 2)).toBe('ab');
  });
});

describe('the form schemas clean text before they check it', () => {
  const parse = async (fields: Record<string, unknown>) => parseSubmission({ ...CONTACT, ...fields });

  it('checks lengths on the cleaned text', async () => {
    const firstName = `${'a'.repeat(80)}${'\0'.repeat(10)}`;
    expect(await parse({ firstName })).toMatchObject({ ok: true, lead: { firstName: 'a'.repeat(80) } });
    // 80 letters typed decomposed are 160 UTF-16 units, 80 composed.
    expect(await parse({ lastName: 'e\u0301'.repeat(80) })).toMatchObject({ ok: true, lead: { lastName: 'é'.repeat(80) } });
    expect(await parse({ lastName: 'é'.repeat(81) })).toEqual({ ok: false, errors: { lastName: MESSAGES.responseInvalid } });
  });

  it('stores what passes as cleaned, line breaks kept only in a textarea', async () => {
    const result = await parse({ firstName: '\0Ana\ud800', companyName: 'North\nfield\u0085Co', message: 'Hi\r\n\u009bthere\u0000' });
    expect(result).toMatchObject({ ok: true, lead: { firstName: 'Ana\ufffd', companyName: 'North field Co', message: 'Hi\nthere' } });
  });

  it('says the spec\u2019s message, never fails, when a field is only controls', async () => {
    expect(await parse({ firstName: '\0\u0001\u009f' })).toEqual({ ok: false, errors: { firstName: MESSAGES.required } });
    expect(await parse({ email: '\0' })).toEqual({ ok: false, errors: { email: MESSAGES.emailMissing } });
    expect(await parse({ country: '\0' })).toEqual({ ok: false, errors: { country: MESSAGES.required } });
  });

  it('cleans a choice before it is matched against the list', async () => {
    expect(await parse({ country: 'U\u0000S' })).toMatchObject({ ok: true, lead: { country: 'US' } });
    expect(await parse({ country: 'XX\u0000' })).toEqual({ ok: false, errors: { country: MESSAGES.responseInvalid } });
    const quote = await parseSubmission({
      ...VALID_LEADS.quote,
      transportMode: 'Air\u0000',
      containerType: '',
      dangerousGoods: ['Magnets\u009f'],
      weightKg: '1,200\u0000',
      cargoReadyDate: `${VALID_LEADS.quote.cargoReadyDate}\u0000`,
    });
    expect(quote).toMatchObject({ ok: true, lead: { transportMode: 'Air', dangerousGoods: ['Magnets'], weightKg: 1200 } });
  });
});

describe("the form schemas' refusals", () => {
  it('speak the spec\u2019s words for every field, the hidden ones and lists included', async () => {
    expect(await parseSubmission({ ...CONTACT, captchaToken: 'x'.repeat(4001) })).toEqual({
      ok: false,
      errors: { captchaToken: MESSAGES.responseInvalid },
    });
    expect(await parseSubmission({ ...CONTACT, jobTitle: 42 })).toEqual({ ok: false, errors: { jobTitle: MESSAGES.responseInvalid } });
    expect(await parseSubmission({ ...VALID_LEADS.quote, dangerousGoods: 'Magnets' })).toEqual({
      ok: false,
      errors: { dangerousGoods: MESSAGES.responseInvalid },
    });
  });
});

describe('the attribution cookie', () => {
  const cookie = (json: string) => `theme=dark; fp-utm=${encodeURIComponent(json)}`;

  it('is cleaned by the server as browsers already hold it, set by hand here', () => {
    // What a browser wrote for ?utm_source=%00spring before the site cleaned it: the NUL escaped in the JSON.
    expect(attributionFrom(cookie('{"utm_source":"\\u0000spring"}'))).toEqual({ utm_source: 'spring' });
    // A NUL written into the JSON as it is (percent-encoded in the cookie), which is not JSON until it is cleaned.
    expect(attributionFrom('fp-utm=%7B%22utm_source%22%3A%22%00spring%22%7D')).toEqual({ utm_source: 'spring' });
    expect(attributionFrom(cookie('{"utm_source":"\\ud800spring","utm_\\u0085medium":"e\\u0301mail\\u009b"}'))).toEqual({
      utm_source: '\ufffdspring',
      'utm_ medium': 'émail',
    });
    // A key that is only controls names nothing.
    expect(attributionFrom(cookie('{"\\u0000":"x","utm_term":"freight"}'))).toEqual({ utm_term: 'freight' });
  });

  it('is clipped by the server without leaving half a surrogate pair', () => {
    const value = attributionFrom(cookie(JSON.stringify({ utm_content: `${'a'.repeat(511)}🚢` })))?.utm_content;
    expect(value).toBe('a'.repeat(511));
  });

  it('is cleaned by the browser before it is written', () => {
    const found = readAttribution(
      `?utm_source=%00spring&utm_medium=e%CC%81mail%C2%85&utm_term=${'x'.repeat(499)}%F0%9F%9A%A2`,
      '',
      'harbourline.example',
    );
    expect(found).toEqual({ utm_source: 'spring', utm_medium: 'émail', utm_term: 'x'.repeat(499) });
    expect(readAttribution('?utm_source=%01%02', '', 'harbourline.example')).toEqual({});
  });
});
