import path from 'node:path';

const sampleDir = path.join(__dirname, '..', '..', 'content', 'hs', 'sample');

/**
 * The 35-code HS sample (content/hs/sample): the preview reads it unless told otherwise, unit tests read it, and
 * builds that prove nothing more with the whole nomenclature use it.
 */
export const HS_SAMPLE = {
  codes: path.join(sampleDir, 'harmonized-system.sample.csv'),
  sections: path.join(sampleDir, 'hs-sections.sample.csv'),
} as const;

/** The environment that makes a build read the sample (src/pipeline/hs-codes.ts). */
export const HS_SAMPLE_ENV = { HS_CODES_CSV: HS_SAMPLE.codes, HS_SECTIONS_CSV: HS_SAMPLE.sections } as const;
