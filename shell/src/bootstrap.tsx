import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('SafeBet: #root öğesi bulunamadı; uygulama başlatılamıyor.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
