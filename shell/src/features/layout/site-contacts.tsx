/**
 * The contact channels and help lines the operator edits in the CMS (the site's settings), as the footer lists them.
 * The server reads the settings with every page of the layout and puts them in the page's data, so the footer renders
 * and hydrates with them and never waits; should they not be readable, the footer goes without them rather than fail
 * (the help lines then give the national line alone).
 */
import { Suspense, type ReactNode } from 'react';
import { contentApi, type SiteSettings } from 'shared-data';
import { useContentIfReadable } from 'shared-data/react';

/** `Part` with the site's settings; `fallback` while they load, and for good should they not be readable. */
function settingsPart(Part: (props: { settings: SiteSettings }) => ReactNode, fallback: ReactNode = null) {
  function Reading() {
    const settings = useContentIfReadable<SiteSettings>(contentApi.settings);
    return settings ? <Part settings={settings} /> : fallback;
  }
  return function SettingsPart() {
    return (
      <Suspense fallback={fallback}>
        <Reading />
      </Suspense>
    );
  };
}

/** A phone number as a `tel:` address: its digits, and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The site's channel, the advertisers' contact and the e-mail address, each only when the operator has set it. */
export const ContactChannels = settingsPart(function ContactChannels({ settings }) {
  const { contact } = settings;
  return (
    <ul>
      {contact.channelUrl && (
        <li>
          <a href={contact.channelUrl} target="_blank" rel="noopener noreferrer">
            {contact.channelLabel || 'Duyuru kanalımız'}
          </a>
        </li>
      )}
      {contact.contactUrl && (
        <li>
          <a href={contact.contactUrl} target="_blank" rel="noopener noreferrer">
            Reklam ve iş birliği için yazın
          </a>
        </li>
      )}
      {contact.email && (
        <li>
          E-posta: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      )}
    </ul>
  );
});

function HelpLineList({ lines }: { lines: SiteSettings['helpLines'] }) {
  return (
    <ul aria-label="Yardım hatları">
      {lines.map((line) => (
        <li key={`${line.name} ${line.phone}`}>
          {`${line.name}: `}
          <a href={telHref(line.phone)}>{line.phone}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The national line: Yeşilay's 115, which also books YEDAM (its counselling centres). Always first, whatever the
 * settings hold or whether they can be read at all: a reader who needs help must always find a number.
 */
const NATIONAL_LINE = { name: 'YEDAM / Yeşilay Danışmanlık Hattı', phone: '115' };

/** The operator's lines after the national one, less any that calls the national number again. */
const withNationalLine = (lines: SiteSettings['helpLines']) => [
  NATIONAL_LINE,
  ...lines.filter((line) => telHref(line.phone) !== telHref(NATIONAL_LINE.phone)),
];

/** The national line, then the help lines the operator lists, each with its number to call. */
export const HelpLines = settingsPart(function HelpLines({ settings }) {
  return <HelpLineList lines={withNationalLine(settings.helpLines)} />;
}, <HelpLineList lines={withNationalLine([])} />);
