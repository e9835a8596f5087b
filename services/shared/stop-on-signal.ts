import { announceStopping } from './process-lock';

/**
 * Stops a service on SIGTERM or Ctrl-C: what is under way finishes (`stop`), then the process exits. Its locks
 * say it is stopping meanwhile, so a new process started at once waits for it instead of being refused.
 */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    announceStopping();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
