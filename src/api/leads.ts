/**
 * POST /api/leads as a Gatsby Function, for hosts that run the site's functions (the Netlify adapter).
 * It answers through the lead service's own handler (services/leads/handler.ts), storing into PostgreSQL
 * at DATABASE_URL, which every function instance shares; the scheduled function leads-delivery.ts delivers
 * upstream. Without DATABASE_URL it falls back to PGlite in LEADS_DIR, for local parity only: a CDN's
 * function instances neither share nor keep a disk.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { CLIENT_ADDRESS_HEADER, leadHandler, leadOptionsFromEnv } from '../../services/leads/handler';
import { headerReader, MAX_BODY_BYTES, sendToFunction } from '../../services/shared/http';
import { isFormPost } from '../../services/leads/html-form';

/**
 * Gatsby compiles a function with the build's environment written in (`process.env.X` becomes the build's
 * value, and `process.env` itself an empty object), so the settings of the deployment it runs in are read
 * from the running process.
 */
const deployEnv = (): NodeJS.ProcessEnv => globalThis.process.env;

/**
 * One database connection per function instance, opened on its first request. A new lead is delivered at
 * once while the instance lives, and by the scheduled delivery function otherwise.
 */
type Endpoint = ReturnType<typeof leadHandler> & { close(): Promise<void> };
let handle: Promise<Endpoint> | undefined;
function endpoint(): Promise<Endpoint> {
  handle ??= leadOptionsFromEnv(deployEnv(), CLIENT_ADDRESS_HEADER.netlify).then((options) => {
    options.delivery.start();
    return Object.assign(leadHandler(options), {
      close: async () => {
        await options.delivery.stop();
        await options.store.close();
      },
    });
  });
  // A failed start (the database unreachable) is tried again on the next request.
  handle.catch(() => (handle = undefined));
  return handle;
}

/** A form's parsed fields back as the urlencoded text the browser sent (a list as repeated names). */
function formText(body: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body))
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  return params.toString();
}

/**
 * Gatsby has parsed a JSON or urlencoded body already (a function's own `config` export would change that,
 * but Gatsby 5 then builds its rendering engines for the whole site), so the handler gets it back as text;
 * a malformed body is refused by Gatsby's parser (400) before it gets here.
 */
function bodyText(body: unknown, contentType: string | undefined): string | null {
  const text = Buffer.isBuffer(body)
    ? body.toString('utf8')
    : typeof body === 'string'
      ? body
      : isFormPost(contentType) && typeof body === 'object' && body !== null
        ? formText(body)
        : JSON.stringify(body ?? null);
  return Buffer.byteLength(text) > MAX_BODY_BYTES ? null : text;
}

export default async function leads(req: GatsbyFunctionRequest<unknown>, res: GatsbyFunctionResponse): Promise<void> {
  sendToFunction(
    res,
    await (
      await endpoint()
    )({
      method: req.method ?? 'GET',
      header: headerReader(req.headers),
      body: () => Promise.resolve(bodyText(req.body, req.headers['content-type'])),
    }),
  );
}

/** Closes the instance's database (its PGlite lock included): for tests that open the same folder after. */
export async function closeLeadFunction(): Promise<void> {
  const current = handle;
  handle = undefined;
  if (current) await (await current).close();
}
