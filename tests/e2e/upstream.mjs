#!/usr/bin/env node
/**
 * Stand-in for the company's other hosts in browser tests: one server on three loopback ports (app,
 * public endpoints, maps) that answers every request with which host it is and what it was asked.
 */
import http from 'node:http';

const PORTS = { app: 9111, public: 9112, maps: 9113 };
const servers = Object.entries(PORTS).map(([name, port]) =>
  http
    .createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ upstream: name, url: req.url, host: req.headers.host }));
    })
    .listen(port, '127.0.0.1'),
);
console.log(`test upstreams on ${Object.values(PORTS).join(', ')}`);
const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
