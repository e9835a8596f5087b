/**
 * Checks the form of a PAPS or PARS number before a carrier files it or a broker quotes it. It cannot
 * tell whether the number was issued or is unique, only whether it can be a valid number at all.
 *
 * Rules used
 *
 * PAPS (US CBP Pre-Arrival Processing System). The PAPS number is the shipment control number (SCN)
 * of the carrier's ACE Truck e-Manifest (CBP ACE Truck Manifest documentation; lengths as summarised
 * for carriers in the BorderConnect wiki, "Shipment Control Number (CBP)"):
 *   1. It begins with the carrier's Standard Carrier Alpha Code (SCAC), issued by the National Motor
 *      Freight Traffic Association: 2 to 4 letters, 4 for almost every trucking company.
 *   2. The carrier's unique shipment number follows, often its PRO or bill number.
 *   3. Letters A–Z and digits 0–9 only, with no spaces or punctuation.
 *   4. At most 16 characters in all: the SCAC and up to 12 more.
 *
 * PARS (Canada CBSA Pre-Arrival Review System). The PARS number is a cargo control number (CCN) of
 * the carrier's ACI eManifest (CBSA ACI eManifest documentation; CBSA's 2012 eManifest notice to
 * highway carriers that the transmitted CCN must match the PARS barcode exactly, including the letters
 * "PARS" where a carrier uses them; lengths and characters as summarised in the BorderConnect wiki,
 * "Cargo Control Number" and "Carrier Code (CBSA)"):
 *   1. It begins with the 4-character carrier code CBSA assigns to the carrier: letters or digits, and
 *      CBSA counts a hyphen as a character of the code.
 *   2. The carrier's unique shipment number follows.
 *   3. Letters A–Z, digits 0–9 and hyphens only.
 *   4. At most 25 characters in all: the carrier code and up to 21 more.
 *
 * Normalisation: letters are put in capitals and spaces are removed, because people copy the number
 * with the spacing printed under a barcode; for PAPS hyphens are removed too, since an SCN has none.
 * A PARS hyphen is kept because it can be part of the number, which must match the label character for
 * character. Every change is reported so the visitor files the normalised form. Any other character is
 * a problem, not silently dropped, because it usually means a different number was pasted.
 */

export type PreArrivalSystem = 'PAPS' | 'PARS';

interface SystemRules {
  /** What the carrier part is called on the label. */
  carrierCodeName: string;
  minCarrierCode: number;
  maxCarrierCode: number;
  maxLength: number;
  /** Which characters the carrier part may use. */
  carrierCodePattern: RegExp;
  /** Characters that may appear in the number once spaces (and for PAPS hyphens) are removed. */
  allowed: RegExp;
  /** Plain-English list of the allowed characters. */
  allowedText: string;
  /** Separators removed before checking. */
  separators: RegExp;
}

export const PREARRIVAL_RULES: Record<PreArrivalSystem, SystemRules> = {
  PAPS: {
    carrierCodeName: 'SCAC',
    minCarrierCode: 2,
    maxCarrierCode: 4,
    maxLength: 16,
    carrierCodePattern: /^[A-Z]+$/,
    allowed: /[A-Z0-9]/,
    allowedText: 'the letters A to Z and the digits 0 to 9',
    separators: /[\s-]/g,
  },
  PARS: {
    carrierCodeName: 'carrier code',
    minCarrierCode: 4,
    maxCarrierCode: 4,
    maxLength: 25,
    carrierCodePattern: /^[A-Z0-9-]+$/,
    allowed: /[A-Z0-9-]/,
    allowedText: 'the letters A to Z, the digits 0 to 9 and hyphens',
    separators: /\s/g,
  },
};

export interface PreArrivalOptions {
  /** The carrier's SCAC (PAPS) or CBSA carrier code (PARS) when the visitor knows it; the number must start with it. */
  carrierCode?: string;
}

export type PreArrivalCheck =
  | {
      ok: true;
      system: PreArrivalSystem;
      carrierCode: string;
      shipmentNumber: string;
      /** The number as it should be filed. */
      normalised: string;
      /** What normalisation changed, in plain English; empty when the number was typed as filed. */
      changes: string[];
    }
  | { ok: false; system: PreArrivalSystem; problems: string[] };

const quote = (text: string): string => `“${text}”`;

/** The leading run of letters, which is where a SCAC ends when no carrier code is given. */
function leadingLetters(text: string): number {
  const match = /^[A-Z]*/.exec(text);
  return match ? match[0].length : 0;
}

function splitCarrierCode(system: PreArrivalSystem, normalised: string, given: string | undefined, problems: string[]): number | null {
  const rules = PREARRIVAL_RULES[system];
  if (given !== undefined) {
    const code = given.trim().toUpperCase();
    const validCode = code.length >= rules.minCarrierCode && code.length <= rules.maxCarrierCode && rules.carrierCodePattern.test(code);
    if (!validCode) {
      problems.push(
        system === 'PAPS'
          ? `The SCAC you gave, ${quote(given)}, is not a SCAC: it must be 2 to 4 letters.`
          : `The carrier code you gave, ${quote(given)}, is not a CBSA carrier code: it must be 4 letters, digits or hyphens.`,
      );
      return null;
    }
    if (!normalised.startsWith(code)) {
      const what = system === 'PAPS' ? "the carrier's SCAC" : 'the carrier code';
      problems.push(`The number must start with ${what} ${quote(code)}, but it starts with ${quote(normalised.slice(0, code.length))}.`);
      return null;
    }
    return code.length;
  }
  if (system === 'PARS') {
    // Any four letters, digits or hyphens can be a CBSA carrier code, so only the length can show it is missing.
    return normalised.length >= 4 ? 4 : null;
  }
  const letters = leadingLetters(normalised);
  if (letters < rules.minCarrierCode) {
    problems.push(
      `A PAPS number starts with the carrier's SCAC, 2 to 4 letters (usually 4), but this one starts with ${quote(normalised.slice(0, 2))}. Check that the carrier code has not been left off.`,
    );
    return null;
  }
  return Math.min(letters, rules.maxCarrierCode);
}

/** Checks a PAPS (system 'PAPS') or PARS (system 'PARS') number typed or pasted by a visitor. */
export function checkPreArrivalNumber(system: PreArrivalSystem, input: string, options: PreArrivalOptions = {}): PreArrivalCheck {
  const rules = PREARRIVAL_RULES[system];
  const trimmed = input.trim();
  if (trimmed === '') {
    return { ok: false, system, problems: [`Enter the ${system} number printed on the barcode label.`] };
  }

  const changes: string[] = [];
  const withoutSeparators = trimmed.replace(rules.separators, '');
  const hadSpaces = /\s/.test(trimmed);
  const hadHyphens = system === 'PAPS' && trimmed.includes('-');
  if (hadSpaces && hadHyphens) changes.push(`Spaces and hyphens were removed: a ${system} number is filed without them.`);
  else if (hadSpaces) changes.push(`Spaces were removed: a ${system} number is filed without them.`);
  else if (hadHyphens) changes.push(`Hyphens were removed: a ${system} number is filed without them.`);
  const normalised = withoutSeparators.toUpperCase();
  if (normalised !== withoutSeparators) changes.push('Small letters were changed to capitals.');

  const problems: string[] = [];
  const invalid = [...new Set([...normalised].filter((char) => !rules.allowed.test(char)))];
  if (invalid.length > 0) {
    problems.push(
      `It contains ${invalid.length === 1 ? 'a character' : 'characters'} a ${system} number cannot have: ${invalid.map(quote).join(', ')}. Use only ${rules.allowedText}.`,
    );
  }
  if (normalised.length > rules.maxLength) {
    problems.push(
      `It is too long: a ${system} number has at most ${rules.maxLength} characters (the ${rules.carrierCodeName} and ` +
        `up to ${rules.maxLength - rules.maxCarrierCode} more), and this one has ${normalised.length}.`,
    );
  }

  const carrierLength = splitCarrierCode(system, normalised, options.carrierCode, problems);
  if (carrierLength !== null && normalised.length <= carrierLength) {
    problems.push(
      system === 'PAPS'
        ? "It is too short: after the carrier's SCAC must come the carrier's shipment number, such as its PRO number."
        : "It is too short: a PARS number is the carrier's 4-character CBSA carrier code followed by the shipment number.",
    );
  } else if (carrierLength === null && system === 'PARS' && options.carrierCode === undefined) {
    problems.push(
      `It is too short: a PARS number is the carrier's 4-character CBSA carrier code followed by the shipment number, and this one has only \
${normalised.length} ${normalised.length === 1 ? 'character' : 'characters'}.`,
    );
  }

  if (problems.length > 0 || carrierLength === null) return { ok: false, system, problems };
  return {
    ok: true,
    system,
    carrierCode: normalised.slice(0, carrierLength),
    shipmentNumber: normalised.slice(carrierLength),
    normalised,
    changes,
  };
}

export function checkPaps(input: string, options?: PreArrivalOptions): PreArrivalCheck {
  return checkPreArrivalNumber('PAPS', input, options);
}

export function checkPars(input: string, options?: PreArrivalOptions): PreArrivalCheck {
  return checkPreArrivalNumber('PARS', input, options);
}
