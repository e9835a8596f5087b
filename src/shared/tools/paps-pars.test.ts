import { describe, expect, it } from 'vitest';
import { PREARRIVAL_RULES, checkPaps, checkPars, checkPreArrivalNumber } from './paps-pars';

describe('PAPS', () => {
  it('splits a valid number into the SCAC and the shipment number', () => {
    expect(checkPaps('ABCD123456789')).toEqual({
      ok: true,
      system: 'PAPS',
      carrierCode: 'ABCD',
      shipmentNumber: '123456789',
      normalised: 'ABCD123456789',
      changes: [],
    });
  });

  it('keeps letters after the SCAC in the shipment number', () => {
    expect(checkPaps('XPOL20240001A')).toMatchObject({ ok: true, carrierCode: 'XPOL', shipmentNumber: '20240001A' });
  });

  it('accepts the longest number, 16 characters', () => {
    // 4-letter SCAC + 12 characters.
    expect(checkPaps('ABCD123456789012')).toMatchObject({ ok: true, shipmentNumber: '123456789012' });
  });

  it('accepts a 2-letter SCAC', () => {
    expect(checkPaps('AB1234567')).toMatchObject({ ok: true, carrierCode: 'AB', shipmentNumber: '1234567' });
  });

  it('removes spaces and hyphens, capitalises, and says so', () => {
    expect(checkPaps(' abcd 1234-5678 ')).toEqual({
      ok: true,
      system: 'PAPS',
      carrierCode: 'ABCD',
      shipmentNumber: '12345678',
      normalised: 'ABCD12345678',
      changes: ['Spaces and hyphens were removed: a PAPS number is filed without them.', 'Small letters were changed to capitals.'],
    });
    expect(checkPaps('ABCD-1234')).toMatchObject({ ok: true, changes: ['Hyphens were removed: a PAPS number is filed without them.'] });
    expect(checkPaps('ABCD 1234')).toMatchObject({ ok: true, changes: ['Spaces were removed: a PAPS number is filed without them.'] });
  });

  it('asks for a number when there is none', () => {
    expect(checkPaps('   ')).toEqual({ ok: false, system: 'PAPS', problems: ['Enter the PAPS number printed on the barcode label.'] });
  });

  it('says when the SCAC is missing', () => {
    expect(checkPaps('123456789')).toEqual({
      ok: false,
      system: 'PAPS',
      problems: [
        "A PAPS number starts with the carrier's SCAC, 2 to 4 letters (usually 4), but this one starts with “12”. Check that the carrier code has not been left off.",
      ],
    });
    expect(checkPaps('A1234567')).toMatchObject({ ok: false });
  });

  it('says when there is no shipment number after the SCAC', () => {
    expect(checkPaps('ABCD')).toEqual({
      ok: false,
      system: 'PAPS',
      problems: ["It is too short: after the carrier's SCAC must come the carrier's shipment number, such as its PRO number."],
    });
  });

  it('says when it is too long', () => {
    // 17 characters: one more than the 4 + 12 allowed.
    expect(checkPaps('ABCD1234567890123')).toEqual({
      ok: false,
      system: 'PAPS',
      problems: ['It is too long: a PAPS number has at most 16 characters (the SCAC and up to 12 more), and this one has 17.'],
    });
  });

  it('names the characters that cannot be used', () => {
    expect(checkPaps('ABCD/123#4')).toEqual({
      ok: false,
      system: 'PAPS',
      problems: ['It contains characters a PAPS number cannot have: “/”, “#”. Use only the letters A to Z and the digits 0 to 9.'],
    });
    expect(checkPaps('ABCD12É')).toMatchObject({
      ok: false,
      problems: ['It contains a character a PAPS number cannot have: “É”. Use only the letters A to Z and the digits 0 to 9.'],
    });
  });

  it('reports every problem at once', () => {
    const result = checkPaps('12#4567890123456789');
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toHaveLength(3);
  });

  it('checks the number against a SCAC the visitor gives', () => {
    expect(checkPaps('ABCD1234', { carrierCode: 'abcd' })).toMatchObject({ ok: true, carrierCode: 'ABCD' });
    expect(checkPaps('ABCD1234', { carrierCode: 'WXYZ' })).toEqual({
      ok: false,
      system: 'PAPS',
      problems: ["The number must start with the carrier's SCAC “WXYZ”, but it starts with “ABCD”."],
    });
    expect(checkPaps('ABCD1234', { carrierCode: 'AB1' })).toMatchObject({
      ok: false,
      problems: ['The SCAC you gave, “AB1”, is not a SCAC: it must be 2 to 4 letters.'],
    });
    // With the SCAC given, a 3-letter SCAC followed by a letter is split where the visitor says.
    expect(checkPaps('ABCX1234', { carrierCode: 'ABC' })).toMatchObject({ ok: true, carrierCode: 'ABC', shipmentNumber: 'X1234' });
  });
});

describe('PARS', () => {
  it('splits a valid number into the carrier code and the shipment number', () => {
    expect(checkPars('8080123456')).toEqual({
      ok: true,
      system: 'PARS',
      carrierCode: '8080',
      shipmentNumber: '123456',
      normalised: '8080123456',
      changes: [],
    });
  });

  it('keeps the letters PARS when the carrier made them part of the number', () => {
    expect(checkPars('1234PARS56789')).toMatchObject({ ok: true, carrierCode: '1234', shipmentNumber: 'PARS56789' });
  });

  it('keeps hyphens, which CBSA allows, and removes spaces', () => {
    expect(checkPars('12-4 5678 90')).toEqual({
      ok: true,
      system: 'PARS',
      carrierCode: '12-4',
      shipmentNumber: '567890',
      normalised: '12-4567890',
      changes: ['Spaces were removed: a PARS number is filed without them.'],
    });
  });

  it('accepts the longest number, 25 characters', () => {
    expect(checkPars('ABCD123456789012345678901')).toMatchObject({
      ok: true,
      carrierCode: 'ABCD',
      shipmentNumber: '123456789012345678901',
    });
  });

  it('asks for a number when there is none', () => {
    expect(checkPars('')).toEqual({ ok: false, system: 'PARS', problems: ['Enter the PARS number printed on the barcode label.'] });
  });

  it('says when it is too short for a carrier code and a shipment number', () => {
    expect(checkPars('808')).toEqual({
      ok: false,
      system: 'PARS',
      problems: [
        "It is too short: a PARS number is the carrier's 4-character CBSA carrier code followed by the shipment number, and this one has only 3 characters.",
      ],
    });
    expect(checkPars('8080')).toEqual({
      ok: false,
      system: 'PARS',
      problems: ["It is too short: a PARS number is the carrier's 4-character CBSA carrier code followed by the shipment number."],
    });
  });

  it('says when it is too long', () => {
    // 26 characters: one more than the 4 + 21 allowed.
    expect(checkPars('ABCD1234567890123456789012')).toEqual({
      ok: false,
      system: 'PARS',
      problems: ['It is too long: a PARS number has at most 25 characters (the carrier code and up to 21 more), and this one has 26.'],
    });
  });

  it('names the characters that cannot be used', () => {
    expect(checkPars('8080_123.4')).toEqual({
      ok: false,
      system: 'PARS',
      problems: ['It contains characters a PARS number cannot have: “_”, “.”. Use only the letters A to Z, the digits 0 to 9 and hyphens.'],
    });
  });

  it('checks the number against a carrier code the visitor gives', () => {
    expect(checkPars('80801234', { carrierCode: '8080' })).toMatchObject({ ok: true });
    expect(checkPars('80801234', { carrierCode: '9A9A' })).toMatchObject({
      ok: false,
      problems: ['The number must start with the carrier code “9A9A”, but it starts with “8080”.'],
    });
    expect(checkPars('80801234', { carrierCode: '80' })).toMatchObject({
      ok: false,
      problems: ['The carrier code you gave, “80”, is not a CBSA carrier code: it must be 4 letters, digits or hyphens.'],
    });
  });
});

describe('rules', () => {
  it('state the lengths used', () => {
    expect(PREARRIVAL_RULES.PAPS.maxLength).toBe(16);
    expect(PREARRIVAL_RULES.PARS.maxLength).toBe(25);
    expect(checkPreArrivalNumber('PARS', '8080123')).toMatchObject({ ok: true });
  });
});
