/**
 * `npm run preview:stand-in`: the preview (services/preview/preview.ts) against the local Contentful stand-in (tests/contentful/cda-server.ts)
 * holding the embedded content, so that anyone can run it without a Contentful account. The stand-in's tokens, the
 * webhook's secret and the preview's access key are made up for the run; its webhook goes to the preview's refresh.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { exportLocalContent } from '../../src/pipeline/contentful/export';
import { loadLocalContent } from '../../src/pipeline/sources/local';
import { PREVIEW_ROUTES } from '../../src/shared/preview';
import { runPreview } from '../../services/preview/preview';
import { readSetting } from '../../services/shared/settings';
import { startCdaServer, type CdaServer } from '../../tests/contentful/cda-server';
import { localCertificate } from '../../tests/contentful/certificate';

const root = path.resolve(__dirname, '../..');
const secret = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

export async function startPreviewStandIn(
  previewPort: number,
  log: (line: string) => void,
): Promise<{ env: NodeJS.ProcessEnv; server: CdaServer; stop: () => Promise<void> }> {
  const { key, cert, certFile } = localCertificate(path.join(root, '.serve/contentful-stand-in'));
  const space = await exportLocalContent(loadLocalContent(path.join(root, 'content'), root).entries);
  const tokens = { delivery: secret(16), preview: secret(16), webhook: secret(32), access: secret(16) };
  const server = await startCdaServer(space, {
    spaceId: 'harbourline',
    environment: 'master',
    accessToken: tokens.delivery,
    previewToken: tokens.preview,
    key,
    cert,
    webhooks: [{ name: 'Preview', url: `http://localhost:${previewPort}${PREVIEW_ROUTES.refresh}`, secret: tokens.webhook }],
  });
  log(`Contentful stand-in at ${server.url} with ${space.entries.length} entries; preview key for this run: ${tokens.access}`);
  return {
    server,
    env: {
      CONTENTFUL_SPACE_ID: 'harbourline',
      CONTENTFUL_ACCESS_TOKEN: tokens.delivery,
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: tokens.preview,
      CONTENTFUL_HOST: server.host,
      CONTENTFUL_ASSET_ORIGINS: server.url,
      NODE_EXTRA_CA_CERTS: certFile,
      PREVIEW_ACCESS_KEY: tokens.access,
      PREVIEW_WEBHOOK_SECRET: tokens.webhook,
    },
    stop: () => server.close(),
  };
}

/** The stand-in makes up Contentful's keys and the preview's own, which the preview checks with the rest; it needs only the port its webhook calls. */
async function main(): Promise<void> {
  const standIn = await startPreviewStandIn(readSetting('PREVIEW_PORT', process.env), (line) => console.log(`preview: ${line}`));
  await runPreview({ ...process.env, ...standIn.env }, standIn.stop);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
