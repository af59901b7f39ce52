import { startServer } from './server.ts';

export default async function globalSetup() {
  await startServer({ ADMIN_USERNAME: 'e2e-admin', ADMIN_PASSWORD: 'e2e-Parola-2024!' });
}
