import { render, screen, within } from '@testing-library/react';
import { contentApi, createContentReader, type ContentAnswers, type SiteSettings } from 'shared-data';
import { ContentReaderProvider, ThemeRoot } from 'shared-data/react';
import { describe, expect, it } from 'vitest';
import { ContactChannels, HelpLines } from './site-contacts.tsx';

/** The footer's parts over a reader that holds `answers` and can fetch nothing else. */
function renderWith(answers: ContentAnswers) {
  const reader = createContentReader(() => new Promise<never>(() => undefined), { answers });
  return render(
    <ThemeRoot>
      <ContentReaderProvider reader={reader}>
        <section aria-label="İletişim">
          <ContactChannels />
        </section>
        <section aria-label="Sorumlu Oyun">
          <HelpLines />
        </section>
      </ContentReaderProvider>
    </ThemeRoot>,
  );
}

const settings: SiteSettings = {
  contact: { channelUrl: 'https://t.me/ornek_kanal', channelLabel: 'Telegram Kanalı', contactUrl: 'https://t.me/ornek_iletisim', email: 'iletisim@ornek.example' },
  helpLines: [
    { name: 'Yeşilay Danışmanlık Hattı', phone: '115' },
    { name: 'Kumar Danışma', phone: '+90 (212) 555 01 01' },
  ],
};

describe("the footer's contact channels and help lines", () => {
  it("lists what the CMS's settings hold, each a link a reader can follow or call", () => {
    renderWith({ [contentApi.settings]: { status: 200, data: settings } });
    const contact = screen.getByRole('region', { name: 'İletişim' });
    expect(within(contact).getByRole('link', { name: 'Telegram Kanalı' })).toHaveAttribute('href', 'https://t.me/ornek_kanal');
    expect(within(contact).getByRole('link', { name: 'Reklam ve iş birliği için yazın' })).toHaveAttribute('href', 'https://t.me/ornek_iletisim');
    expect(within(contact).getByRole('link', { name: 'iletisim@ornek.example' })).toHaveAttribute('href', 'mailto:iletisim@ornek.example');
    const lines = screen.getByRole('list', { name: 'Yardım hatları' });
    // The operator's own 115 is not listed again after the national line, which comes first whatever the settings hold.
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['YEDAM / Yeşilay Danışmanlık Hattı: 115', 'Kumar Danışma: +90 (212) 555 01 01']);
    expect(within(lines).getByRole('link', { name: '115' })).toHaveAttribute('href', 'tel:115');
    expect(within(lines).getByRole('link', { name: '+90 (212) 555 01 01' })).toHaveAttribute('href', 'tel:+902125550101');
  });

  it('leaves out a channel the operator left empty', () => {
    renderWith({ [contentApi.settings]: { status: 200, data: { ...settings, contact: { ...settings.contact, contactUrl: '', email: '' } } } });
    const contact = screen.getByRole('region', { name: 'İletişim' });
    expect(within(contact).getAllByRole('link').map((link) => link.textContent)).toEqual(['Telegram Kanalı']);
  });

  it('still gives the national help line when the settings cannot be read, and no channel', () => {
    renderWith({ [contentApi.settings]: { status: 503, error: 'İçerik şu anda yüklenemiyor.' } });
    expect(within(screen.getByRole('region', { name: 'İletişim' })).queryByRole('link')).not.toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Yardım hatları' });
    expect(within(lines).getByRole('link', { name: '115' })).toHaveAttribute('href', 'tel:115');
    expect(lines).toHaveTextContent('YEDAM / Yeşilay Danışmanlık Hattı: 115');
  });
});
