import { describe, expect, it } from 'vitest';
import { addressPrefix, describeDevice } from './session-details.ts';

describe('describeDevice', () => {
  it('names the browser and the system, and says a phone or a tablet, without versions', () => {
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    expect(describeDevice(pixel)).toBe('Chrome · Android · telefon');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(describeDevice(iphone)).toBe('Safari · iOS · telefon');
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(describeDevice(ipad)).toBe('Safari · iOS · tablet');
    const windowsFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    expect(describeDevice(windowsFirefox)).toBe('Firefox · Windows');
    const macEdge =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
    expect(describeDevice(macEdge)).toBe('Microsoft Edge · macOS');
  });

  it('says it does not know an empty or unreadable agent', () => {
    expect(describeDevice(undefined)).toBe('Bilinmeyen cihaz');
    expect(describeDevice('')).toBe('Bilinmeyen cihaz');
    expect(describeDevice('%%%')).toBe('Bilinmeyen cihaz');
  });
});

describe('addressPrefix', () => {
  it('keeps the first two parts of an address and no more', () => {
    expect(addressPrefix('203.0.113.45')).toBe('203.0.x.x');
    expect(addressPrefix('::ffff:198.51.100.7')).toBe('198.51.x.x');
    expect(addressPrefix('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:…');
    expect(addressPrefix('::1')).toBe('::…');
  });

  it('shows nothing for what is not an address', () => {
    expect(addressPrefix(undefined)).toBe('');
    expect(addressPrefix('')).toBe('');
    expect(addressPrefix('localhost')).toBe('');
    expect(addressPrefix('<script>')).toBe('');
  });
});
