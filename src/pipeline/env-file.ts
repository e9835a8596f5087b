/**
 * The environment file of the current mode, loaded the way Gatsby documents it (dotenv in gatsby-config):
 * `.env.<GATSBY_ACTIVE_ENV or NODE_ENV>`. Only `.env.development` is committed, holding local placeholders
 * for the two required keys, so `gatsby develop` starts on a fresh clone; a production build finds no
 * file and still stops without real keys. Variables already set in the environment win over the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import dotenv from 'dotenv';
import { REQUIRED_ENV } from '../shared/config/env';

type Env = Record<string, string | undefined>;

export function envFileName(env: Env = process.env): string {
  return `.env.${env.GATSBY_ACTIVE_ENV || env.NODE_ENV || 'development'}`;
}

export function loadEnvFile(root: string = process.cwd(), env: Env = process.env): void {
  dotenv.config({ path: path.join(root, envFileName(env)), processEnv: env, quiet: true });
}

/** The required keys whose value is the one the environment file gives, for a notice that they are placeholders. */
export function keysFromEnvFile(root: string = process.cwd(), env: Env = process.env): string[] {
  const file = path.join(root, envFileName(env));
  if (!fs.existsSync(file)) return [];
  const parsed = dotenv.parse(fs.readFileSync(file));
  return Object.keys(REQUIRED_ENV).filter((name) => parsed[name] !== undefined && env[name] === parsed[name]);
}
