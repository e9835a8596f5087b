/**
 * The endpoints' HTTP, free of any server: a request is a method, headers and a body reader; an answer is
 * status, headers and a JSON body. The node service behind nginx (server.ts) and the Gatsby Functions on
 * a CDN (src/api/) both go through these, so the two cannot drift.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { CACHE } from '../../src/shared/config/cache';

/** The largest body an endpoint reads: a lead form's fields with room to spare. */
export const MAX_BODY_BYTES = 32 * 1024;

export interface EndpointRequest {
  method: string;
  /** A request header by lower-case name. */
  header: (name: string) => string | undefined;
  /** The body as text, or null when it is larger than MAX_BODY_BYTES. */
  body(): Promise<string | null>;
}

/** Reads a Node request's header by lower-case name, several values joined as HTTP joins them. */
export function headerReader(headers: IncomingHttpHeaders): EndpointRequest['header'] {
  return (name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

export interface EndpointResponse {
  status: number;
  headers: Record<string, string>;
  /** Sent as JSON, unless `text` is given. */
  body: unknown;
  /** A body sent as it is (an HTML page, an empty redirect). */
  text?: string;
}

const bodyOf = ({ body, text }: EndpointResponse): string => text ?? JSON.stringify(body);

/** What a Gatsby Function's response offers (typed by shape, so this module needs no Gatsby). */
export interface FunctionResponse {
  setHeader(name: string, value: string): unknown;
  status(code: number): { send(body: string): unknown };
}

/** Sends an answer through a Gatsby Function's response. */
export function sendToFunction(res: FunctionResponse, response: EndpointResponse): void {
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.status(response.status).send(bodyOf(response));
}

/** Sends an answer through a Node response. */
export function sendToNode(res: ServerResponse, response: EndpointResponse): void {
  res.writeHead(response.status, response.headers);
  res.end(bodyOf(response));
}

const NEVER_CACHED = { 'cache-control': CACHE.never, 'x-content-type-options': 'nosniff' };

/**
 * A JSON answer, never cached: every answer of these endpoints is about one visitor or one submission. The
 * headers are the endpoint's own, because a CDN applies its
 * rule files to the files it serves, not to what a function answers.
 */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}): EndpointResponse => ({
  status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    ...NEVER_CACHED,
    ...headers,
  },
  body,
});

/** An HTML page for a browser that posted a form itself, never cached. */
export const html = (status: number, page: string): EndpointResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', ...NEVER_CACHED },
  body: null,
  text: page,
});

/** "See other": the browser goes to `location` with a GET (after a form post, its thank-you page). */
export const seeOther = (location: string): EndpointResponse => ({
  status: 303,
  headers: { location, ...NEVER_CACHED },
  body: null,
  text: '',
});
