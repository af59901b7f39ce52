/**
 * A graceful stop on SIGINT or SIGTERM, the same for every server process: the server stops taking requests and
 * its plugins finish (the click recorder writes what it holds), then `after` runs (the database closes). A second
 * signal does not start a second close; a failing close still ends the process, with one line saying why.
 */
export function stopOnSignals(app: { close(): Promise<unknown> }, after: () => Promise<unknown> = async () => undefined, name = 'SafeBet'): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void app
        .close()
        .then(after)
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(`${name}: shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
            process.exit(1);
          },
        );
    });
  }
}
