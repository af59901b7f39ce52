import { contentApi, type SiteSettings } from 'shared-data';
import { useContent } from 'shared-data/react';
import { withContentBoundary } from '../../components/content-boundary.tsx';
import { Panel } from '../../components/panel.ts';
import { InfoPage } from './info-page.tsx';

/** The ways to reach us, as the operator sets them in the CMS (the site's settings): an edit shows here at once. */
function ContactPanel() {
  const { contact } = useContent<SiteSettings>(contentApi.settings);
  const channels = [contact.channelUrl, contact.contactUrl, contact.email].some(Boolean);
  return (
    <Panel aria-labelledby="reklam-iletisim">
      <h2 id="reklam-iletisim">İletişim</h2>
      {channels ? (
        <ul>
          {contact.contactUrl && (
            <li>
              Reklam ve iş birliği:{' '}
              <a href={contact.contactUrl} target="_blank" rel="noopener noreferrer">
                bize yazın
              </a>
            </li>
          )}
          {contact.email && (
            <li>
              E-posta: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          )}
          {contact.channelUrl && (
            <li>
              Duyurular:{' '}
              <a href={contact.channelUrl} target="_blank" rel="noopener noreferrer">
                {contact.channelLabel || 'kanalımız'}
              </a>
            </li>
          )}
        </ul>
      ) : (
        <p>İletişim bilgilerimiz şu anda güncelleniyor; lütfen daha sonra tekrar bakın.</p>
      )}
      <p>Mesajınızda markanızı, hedeflediğiniz pazarları ve düşündüğünüz çalışma biçimini kısaca anlatmanız yeterli.</p>
    </Panel>
  );
}

const Contacts = withContentBoundary(ContactPanel);

/**
 * Its text lives in the store (seeded from shared-data/content/pages), like every other page's; the contact channels
 * are the site's settings, shown by the page itself, so an edit in the CMS's settings is what readers see.
 */
export function AdvertisePage() {
  return (
    <>
      <InfoPage />
      <Contacts />
    </>
  );
}
