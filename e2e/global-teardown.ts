import { stopServer } from './server.ts';

export default function globalTeardown() {
  stopServer();
}
