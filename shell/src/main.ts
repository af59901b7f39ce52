// The async boundary lets Module Federation negotiate shared singletons before React loads. If the app's code cannot
// load, the boot watch (public/boot-watch.js) keeps the server's page and says so.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('SafeBet başlatılamadı:', error);
  window.dispatchEvent(new Event('safebet:boot-failed'));
});
