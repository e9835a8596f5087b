/**
 * A stand-in for the company's lead endpoint (the delivery upstream) for tests: it fails (500), hangs
 * (never answers) or accepts (201), as the test sets `mode`, and counts each Idempotency-Key it accepted.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type UpstreamMode = 'ok' | 'fail' | 'hang';

export interface LeadUpstream {
  url: string;
  mode: { value: UpstreamMode };
  /** Accepted deliveries per Idempotency-Key (a lead delivered twice counts 2). */
  accepted: Map<string, number>;
  /** Bodies accepted, in order. */
  bodies: unknown[];
  close(): void;
}

/** `acceptDelayMs` holds each accepted request that long before answering, so a kill can land mid-delivery. */
export function leadUpstream(initial: UpstreamMode = 'fail', acceptDelayMs = 0): Promise<LeadUpstream> {
  const accepted = new Map<string, number>();
  const bodies: unknown[] = [];
  const mode = { value: initial };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const current = mode.value;
      if (current === 'hang') return;
      if (current === 'fail') return void res.writeHead(500).end();
      setTimeout(() => {
        const key = String(req.headers['idempotency-key']);
        accepted.set(key, (accepted.get(key) ?? 0) + 1);
        bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(201).end();
      }, acceptDelayMs);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
        mode,
        accepted,
        bodies,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    });
  });
}
