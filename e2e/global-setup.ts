import { startServer, suiteServerEnv } from './server.ts';

export default async function globalSetup() {
  await startServer(suiteServerEnv);
}
