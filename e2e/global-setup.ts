import { makeSeededTemplate, startServer, suiteServerEnv } from './server.ts';

export default async function globalSetup() {
  await makeSeededTemplate();
  await startServer(suiteServerEnv);
}
