/** A Gatsby Function's request and response as Gatsby hands them over, for calling functions in tests. */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';

/** A request as Gatsby hands it to a function: headers lower-cased, a JSON body already parsed. */
export function request(
  method: string,
  headers: Record<string, string>,
  body?: unknown,
  query: Record<string, string> = {},
): GatsbyFunctionRequest<unknown> {
  return { method, headers, body, query, params: {}, cookies: {} } as unknown as GatsbyFunctionRequest<unknown>;
}

export function response() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    setHeader: (name: string, value: string) => {
      sent.headers[name] = value;
      return res;
    },
    status: (code: number) => {
      sent.status = code;
      return { send: (body: string) => (sent.body = body) };
    },
  };
  return { res: res as unknown as GatsbyFunctionResponse, sent };
}
