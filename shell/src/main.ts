// The app's entry, which public/boot-watch.js imports once the page has loaded. If it cannot load, the boot watch
// keeps the server's page and says so. The federation runtime is not part of it (features/remotes/federation-host.ts).
//
// Its code is fetched at once (the bundler preloads every chunk below together) but run in three tasks, with the
// browser free in between: the libraries, shared-data, then the app, which hydrates. Evaluated as one module graph,
// they were one long task (35-47 ms on this machine, traced), which Lighthouse's phone pays four times over.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('./boot/libraries.ts');
await nextTask();
await import('./boot/shared-data.ts');
await nextTask();
await import('./bootstrap.tsx');

export {};
