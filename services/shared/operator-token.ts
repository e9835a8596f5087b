/**
 * The operator token of a service: a secret written at start into its data folder (`ops.token`, the user's
 * alone), which its own command line tools read to call its operator endpoints (the lead service's
 * `/api/leads/ops`, the publisher's own endpoints); and the constant-time comparison of a token given with
 * one expected, which the preview's key and signed links are checked with too.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from './private-files';

const tokenFile = (dataDir: string) => path.join(dataDir, 'ops.token');

/** Writes a new token for this run of the service in its data folder, readable by its user only. */
export function writeOperationsToken(dataDir: string): string {
  const token = crypto.randomBytes(32).toString('hex');
  const fd = fs.openSync(tokenFile(dataDir), 'w', PRIVATE_FILE_MODE);
  try {
    // A mode given to open applies only to a new file: a token file left by an earlier run keeps its own
    // bits (0644 under umask 022), so they are set before the new token is written.
    fs.fchmodSync(fd, PRIVATE_FILE_MODE);
    fs.writeFileSync(fd, `${token}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return token;
}

/** The token the running service wrote, for a command line tool of the same user; null when there is none. */
export function readOperationsToken(dataDir: string): string | null {
  try {
    return fs.readFileSync(tokenFile(dataDir), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Whether a header (`Bearer <token>`, or the token alone) holds the expected token; compared in constant time. */
export function tokenMatches(expected: string, header: string | undefined): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /i, '') ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}
