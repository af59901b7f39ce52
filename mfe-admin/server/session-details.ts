/**
 * What the account's session list shows of where a session was opened, kept in the session's data at login: a coarse
 * device description read from the user agent ('Chrome · Android'), and the first two parts of the address. Never the
 * full user agent or address: enough for an operator to recognise their own phone, nothing more to keep about them.
 */
import Bowser from 'bowser';

const UNKNOWN_DEVICE = 'Bilinmeyen cihaz';

/** The browser's and the system's names, without versions; 'Bilinmeyen cihaz' for an empty or unreadable agent. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, 512));
  const parts = [browser.name, os.name].filter((part): part is string => typeof part === 'string' && part !== '');
  if (parts.length === 0) return UNKNOWN_DEVICE;
  // 'mobile' or 'tablet' says what the system's name alone may not (Android runs on both).
  const kind = platform.type === 'mobile' ? 'telefon' : platform.type === 'tablet' ? 'tablet' : null;
  return [...parts, ...(kind ? [kind] : [])].join(' · ');
}

/**
 * The address's first two parts: '203.0.x.x' for IPv4 (an IPv4 address mapped into IPv6 as well), '2001:db8:…' for
 * IPv6. Anything else is not shown.
 */
export function addressPrefix(address: string | undefined): string {
  if (!address) return '';
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  const groups = address.split(':');
  if (groups.length >= 3 && groups.every((group) => /^[0-9a-f]{0,4}$/i.test(group))) {
    const [first, second] = groups;
    if (first && second) return `${first.toLowerCase()}:${second.toLowerCase()}:…`;
    return `${first ? first.toLowerCase() : ''}::…`;
  }
  return '';
}
