import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { primeContent } from 'shared-data';
import { App } from './app/app.tsx';
import { needFirstPageAtOnce } from './features/remotes/island-gate.ts';
import { reportVitals } from './features/vitals/report-vitals.ts';
import { watchEarlyInput } from './lib/early-input.ts';
import { readPageData } from './lib/page-data.ts';
import { hydrateAtStoredAddress } from './lib/stored-copy.ts';
import { registerWorkerWhenIdle } from './service-worker/register.ts';

const container = document.getElementById('root');
if (!container) throw new Error('SafeBet: #root öğesi bulunamadı; uygulama başlatılamıyor.');

const data = readPageData(document);
// A calculator's stored copy, opened offline at another address, hydrates at its own and moves on afterwards.
const askedAddress = data ? hydrateAtStoredAddress(document, window.history) : null;
if (askedAddress) needFirstPageAtOnce();
const app = (
  <StrictMode>
    <App siteOrigin={data?.siteOrigin} askedAddress={askedAddress} />
  </StrictMode>
);

// From here on the app shows its own failures (see public/boot-watch.js).
document.documentElement.dataset.app = 'started';

if (data && container.firstElementChild) {
  // The server rendered this page: the app takes its HTML over as it is, reading the answers it was rendered with.
  primeContent(data.content);
  startTransition(() => {
    hydrateRoot(container, app);
  });
  watchEarlyInput(container);
} else {
  // Pages the server leaves to the browser (the admin).
  createRoot(container).render(app);
}

// The offline copy of the calculators is the production site's: a development server's modules are not its files.
// Field vitals too: a development server's timings are not a reader's.
if (import.meta.env.PROD) {
  registerWorkerWhenIdle();
  reportVitals(data?.vitalsSampleRate);
}
