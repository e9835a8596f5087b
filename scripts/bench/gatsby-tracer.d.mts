import type { Tracer } from 'opentracing';

/** A span as the tracer writes it: times in ms since the epoch, `end` null for a span never finished. */
export interface RecordedSpan {
  id: number;
  parent: number | null;
  name: string;
  start: number;
  end: number | null;
  tags: Record<string, unknown>;
}

/** The tracer Gatsby's `--open-tracing-config-file` asks for. */
export function create(): Tracer;
/** Writes the spans this process kept to `.cache/build-trace/<pid>.json` under its working folder. */
export function stop(): void;
