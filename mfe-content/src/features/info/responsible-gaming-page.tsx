import { InfoPage } from './info-page.tsx';

/** Its text lives in the store (seeded from shared-data/content/pages), like every other page's. */
export function ResponsibleGamingPage() {
  return <InfoPage />;
}
