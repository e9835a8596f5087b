/**
 * POST /api/leads as a Gatsby Function, for hosts that run the site's functions (the Netlify adapter).
 * It answers through the lead service's own handler (services/leads/handler.ts). Its store is a folder on
 * the function's disk (LEADS_DIR), which a CDN's function instances do not share or keep: until leads are
 * kept in a database this function is for local parity with nginx, not for production.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { headerReader, leadHandler, leadOptionsFromEnv, MAX_BODY_BYTES, sendToFunction } from '../../services/leads/handler';

/**
 * Gatsby compiles a function with the build's environment written in (`process.env.X` becomes the build's
 * value, and `process.env` itself an empty object), so the settings of the deployment it runs in are read
 * from the running process.
 */
const deployEnv = (): NodeJS.ProcessEnv => globalThis.process.env;

// One store and delivery per function instance; delivery retries for as long as the instance lives.
let handle: ReturnType<typeof leadHandler> | undefined;
function endpoint(): ReturnType<typeof leadHandler> {
  if (!handle) {
    const options = leadOptionsFromEnv(deployEnv());
    options.delivery.start();
    handle = leadHandler(options);
  }
  return handle;
}

/**
 * Gatsby has parsed a JSON body already (a function's own `config` export would change that, but Gatsby 5
 * then builds its rendering engines for the whole site), so the handler gets it back as text; a malformed
 * body is refused by Gatsby's parser (400) before it gets here.
 */
function bodyText(body: unknown): string | null {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : JSON.stringify(body ?? null);
  return Buffer.byteLength(text) > MAX_BODY_BYTES ? null : text;
}

export default async function leads(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  sendToFunction(
    res,
    await endpoint()({ method: req.method ?? 'GET', header: headerReader(req.headers), body: () => Promise.resolve(bodyText(req.body)) }),
  );
}
