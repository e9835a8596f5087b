#!/usr/bin/env node
/**
 * Stand-in for the company's other hosts in browser tests: loopback ports for the app, the public
 * endpoints and maps (each answers with which host it is and what it was asked), and for the lead
 * upstream (it records delivered leads; GET lists them).
 */
import http from 'node:http';

const PORTS = { app: 9111, public: 9112, maps: 9113 };
const received = [];

const leadUpstream = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(received));
      return;
    }
    received.push({ key: req.headers['idempotency-key'], lead: JSON.parse(body) });
    res.writeHead(201).end();
  });
});

const servers = [
  leadUpstream.listen(9114, '127.0.0.1'),
  ...Object.entries(PORTS).map(([name, port]) =>
    http
      .createServer((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ upstream: name, url: req.url, host: req.headers.host }));
      })
      .listen(port, '127.0.0.1'),
  ),
];
console.log(`test upstreams on ${[...Object.values(PORTS), 9114].join(', ')}`);
const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
