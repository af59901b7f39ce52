import { startServer } from './server.ts';

export default async function globalSetup() {
  // No page view is measured for field vitals here: the journeys' beacons, all from 127.0.0.1, would pass the beacon
  // route's limit per address, and the browser reports each 429 as a console error, which journeys count as a
  // problem. tests/vitals.spec.ts measures on a server of its own.
  await startServer({ ADMIN_USERNAME: 'e2e-admin', ADMIN_PASSWORD: 'e2e-Parola-2024!', VITALS_SAMPLE_RATE: '0' });
}
