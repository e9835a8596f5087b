import type { Tracer } from 'opentracing';

/** The tracer Gatsby's `--open-tracing-config-file` asks for. */
export function create(): Tracer;
/** Writes the spans this process kept to `.cache/build-trace/<pid>.json` under its working folder. */
export function stop(): void;
