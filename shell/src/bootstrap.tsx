import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { mountApp } from './features/prerender/take-over.ts';

const container = document.getElementById('root');
if (!container) throw new Error('SafeBet: #root öğesi bulunamadı; uygulama başlatılamıyor.');

mountApp(container, (target) =>
  createRoot(target).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
