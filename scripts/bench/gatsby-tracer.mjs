/**
 * An OpenTracing tracer for `gatsby build --open-tracing-config-file` that keeps every span of the build: what
 * scripts/build-sites.ts passes with BUILD_TRACE=1, and `npm run bench:gatsby-phases` reads. Gatsby requires this file
 * in its own process (and its workers), so it is plain JavaScript. Each process writes its spans, when Gatsby stops
 * the tracer, to `.cache/build-trace/<pid>.json` of the build folder: `{ id, parent, name, start, end, tags }`, times
 * in ms since the epoch.
 */
import fs from 'node:fs';
import path from 'node:path';
import opentracing from 'opentracing';

const spans = [];
let lastId = 0;
const now = () => performance.timeOrigin + performance.now();

class RecordedContext extends opentracing.SpanContext {
  constructor(id) {
    super();
    this.id = id;
  }
}

class RecordedSpan extends opentracing.Span {
  constructor(tracer, name, parent, startTime) {
    super();
    lastId += 1;
    this.record = { id: lastId, parent, name, start: startTime ?? now(), end: null, tags: {} };
    this.owner = tracer;
    this.spanContext = new RecordedContext(lastId);
    spans.push(this.record);
  }

  _context() {
    return this.spanContext;
  }

  _tracer() {
    return this.owner;
  }

  _setOperationName(name) {
    this.record.name = name;
  }

  _addTags(tags) {
    Object.assign(this.record.tags, tags);
  }

  _finish(finishTime) {
    this.record.end = finishTime ?? now();
  }
}

class RecordingTracer extends opentracing.Tracer {
  _startSpan(name, fields) {
    const parent = (fields.references ?? []).find((reference) => reference.type() === opentracing.REFERENCE_CHILD_OF);
    const parentId = parent?.referencedContext() instanceof RecordedContext ? parent.referencedContext().id : null;
    const span = new RecordedSpan(this, name, parentId, fields.startTime);
    if (fields.tags) span.addTags(fields.tags);
    return span;
  }
}

export function create() {
  return new RecordingTracer();
}

export function stop() {
  const dir = path.join(process.cwd(), '.cache', 'build-trace');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(spans));
}
