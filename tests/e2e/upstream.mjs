#!/usr/bin/env node
/**
 * Stand-in for the company's other hosts in browser tests: loopback ports for the app, the public
 * endpoints and maps (each answers with which host it is and what it was asked), and for the lead
 * upstream (it records delivered leads; GET lists them), and for the tag manager on 9115: its gtm.js is a
 * stand-in container that reports every data-layer entry it sees, with the time, to /collect (GET
 * /collected lists them), so tests can follow data-layer events into the worker the container runs in.
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

const TAG_MANAGER = 'http://127.0.0.1:9115';
const container = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  function plain(item) {
    var value = item && typeof item === 'object' && !Array.isArray(item) && typeof item.length === 'number' ? Array.prototype.slice.call(item) : item;
    try { return JSON.parse(JSON.stringify(value)); } catch (e) { return String(value); }
  }
  function send(item) {
    fetch('${TAG_MANAGER}/collect', { method: 'POST', body: JSON.stringify({ at: Date.now(), item: plain(item), worker: typeof FileReaderSync !== 'undefined' }) });
  }
  for (var i = 0; i < dl.length; i++) send(dl[i]);
  var push = dl.push;
  dl.push = function () { for (var j = 0; j < arguments.length; j++) send(arguments[j]); return push.apply(dl, arguments); };
})();`;
const collected = [];
const tagManager = http.createServer((req, res) => {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
  if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
  if (req.url?.startsWith('/gtm.js')) {
    res.writeHead(200, { 'content-type': 'application/javascript', ...cors });
    return res.end(container);
  }
  if (req.url === '/collected') {
    res.writeHead(200, { 'content-type': 'application/json', ...cors });
    return res.end(JSON.stringify(collected));
  }
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    try {
      collected.push({ ...JSON.parse(body), receivedAt: Date.now() });
    } catch {
      // not a report
    }
    res.writeHead(204, cors).end();
  });
});

const servers = [
  tagManager.listen(9115, '127.0.0.1'),
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
console.log(`test upstreams on ${[...Object.values(PORTS), 9114, 9115].join(', ')}`);
const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
