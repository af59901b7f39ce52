/**
 * "Yeni sürüm hazır": a new deploy's worker is installed and waits. The reader chooses when the page reloads with
 * it, so code is never swapped under a page in use. Plain DOM outside the app's root, which React never renders.
 */
import { theme } from 'shared-data';
import { SKIP_WAITING } from './deploy.ts';

const NOTICE_ID = 'safebet-update-notice';

export function showUpdateNotice(worker: ServiceWorker): void {
  if (document.getElementById(NOTICE_ID)) return;
  const { colors } = theme;
  const box = document.createElement('div');
  box.id = NOTICE_ID;
  box.setAttribute('role', 'status');
  Object.assign(box.style, {
    position: 'fixed',
    insetInline: '1rem',
    bottom: '1rem',
    zIndex: '50',
    maxWidth: '26rem',
    margin: '0 auto',
    padding: '0.75rem 1rem',
    display: 'flex',
    gap: '1rem',
    alignItems: 'center',
    justifyContent: 'space-between',
    background: colors.surfaceRaised,
    color: colors.text,
    border: `1px solid ${colors.border}`,
    borderRadius: '0.5rem',
  });
  const text = document.createElement('p');
  text.style.margin = '0';
  text.textContent = 'Yeni sürüm hazır.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Yenile';
  Object.assign(reload.style, {
    font: 'inherit',
    minHeight: '2.75rem',
    padding: '0.4rem 1rem',
    cursor: 'pointer',
    background: colors.accent,
    color: colors.onAccent,
    border: 'none',
    borderRadius: '0.375rem',
  });
  reload.addEventListener('click', () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: SKIP_WAITING });
  });
  box.append(text, reload);
  document.body.append(box);
}
