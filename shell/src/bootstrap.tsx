import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { mountApp } from './features/prerender/take-over.ts';

const container = document.getElementById('root');
if (!container) throw new Error('SafeBet: #root öğesi bulunamadı; uygulama başlatılamıyor.');

mountApp(container, (target) => {
  const root = createRoot(target);
  // A transition lets React render in short slices: the saved page stays responsive while the live one is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
