/**
 * Field vitals from readers' browsers. This part ships in the shell's entry and is kept to a few lines: it draws the
 * page view into the sample and, once the first load is over, loads the reporter and the web-vitals library, so
 * neither adds a byte or a request to the first load. The library reads what the browser buffered meanwhile.
 */
import { afterFirstLoad } from '../../lib/after-first-load.ts';

/**
 * Starts measuring this page view with probability `sampleRate` (the server's VITALS_SAMPLE_RATE, in the page's data);
 * absent, the page is not measured (a page the server did not render, or a not-found page).
 */
export function reportVitals(sampleRate: number | undefined): void {
  // Drawn before anything loads: a page view left out of the sample costs nothing.
  if (sampleRate === undefined || !(Math.random() < sampleRate)) return;
  afterFirstLoad(() => {
    import('./vitals-reporter.ts').then(
      ({ startVitalsReporter }) => startVitalsReporter(),
      // A chunk that failed to load costs the reader nothing but this page view's measure.
      () => undefined,
    );
  });
}
