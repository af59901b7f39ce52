// The app's entry, which public/boot-watch.js imports once the page has loaded. If it cannot load, the boot watch
// keeps the server's page and says so. The federation runtime is not part of it (features/remotes/federation-host.ts).
import './bootstrap.tsx';
