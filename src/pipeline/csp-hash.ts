import crypto from 'node:crypto';

/** A script's CSP hash source: `'sha256-<base64 of the SHA-256 of its text>'`. */
export function cspHash(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
