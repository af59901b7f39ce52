import { screen, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import { contentApi, paths, type SiteSettings, type StaticPage } from 'shared-data';
import { afterEach, describe, expect, it } from 'vitest';
import { mockContentApi, renderAt, resetContentApi } from '../../test-utils.tsx';
import { AdvertisePage } from './advertise-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { ResponsibleGamingPage } from './responsible-gaming-page.tsx';

afterEach(resetContentApi);

const privacy: StaticPage = {
  slug: 'gizlilik-politikasi',
  title: 'Gizlilik Politikası',
  description: 'Kişisel veri toplamıyoruz.',
  intro: 'Son güncelleme: 29 Temmuz 2024',
  body: {
    html: '<h2 id="kisisel-veriler">Kişisel Veriler</h2><p>Kişisel veri toplamayız.</p><p><a href="/sorumlu-oyun">Sorumlu oyun</a></p>',
    headings: [{ id: 'kisisel-veriler', text: 'Kişisel Veriler', level: 2 }],
    words: 6,
  },
};

describe('static pages', () => {
  it('show the title, the introduction and the body the store holds for their path', async () => {
    const fetchMock = mockContentApi({ [contentApi.page('gizlilik-politikasi')]: privacy });
    await renderAt(paths.privacy, <PrivacyPage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Gizlilik Politikası');
    expect(isInaccessible(screen.getByText('Son güncelleme: 29 Temmuz 2024'))).toBe(false);
    screen.getByRole('heading', { level: 2, name: 'Kişisel Veriler' });
    expect(screen.getByRole('link', { name: 'Sorumlu oyun' }).getAttribute('href')).toBe(paths.responsibleGaming);
    expect(document.title).toBe('Gizlilik Politikası | SafeBet');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('say the page was not found when the store has no such page', async () => {
    mockContentApi({ [contentApi.page('gizlilik-politikasi')]: Response.json({ error: 'İstenen içerik bulunamadı.' }, { status: 404 }) });
    await renderAt(paths.privacy, <PrivacyPage />);
    expect(isInaccessible(await screen.findByText('Sayfa bulunamadı.'))).toBe(false);
  });

  it('give the responsible-gaming page links of its own to the self-test and the spending planner', async () => {
    mockContentApi({ [contentApi.page('sorumlu-oyun')]: { ...privacy, slug: 'sorumlu-oyun', title: 'Sorumlu Oyun' } });
    await renderAt(paths.responsibleGaming, <ResponsibleGamingPage />);
    await screen.findByRole('heading', { level: 1, name: 'Sorumlu Oyun' });
    screen.getByRole('heading', { level: 2, name: 'Kendiniz İçin Kullanabileceğiniz Araçlar' });
    expect(screen.getByRole('link', { name: 'Kendini Test Et' }).getAttribute('href')).toBe(paths.selfTest);
    expect(screen.getByRole('link', { name: 'Bütçe Planlayıcı' }).getAttribute('href')).toBe(paths.spendingPlanner);
  });

  it('give the responsible-gaming page the break from the offers, in a section of its own right under its heading', async () => {
    mockContentApi({ [contentApi.page('sorumlu-oyun')]: { ...privacy, slug: 'sorumlu-oyun', title: 'Sorumlu Oyun' } });
    await renderAt(paths.responsibleGaming, <ResponsibleGamingPage />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sorumlu Oyun' });
    const form = screen.getByRole('form', { name: 'Ara ver' });
    within(form).getByRole('heading', { level: 2, name: 'Ara ver' });
    expect(within(form).getAllByRole('radio').map((radio) => [radio.getAttribute('value'), (radio as HTMLInputElement).checked])).toEqual([
      ['7', true],
      ['30', false],
      ['90', false],
    ]);
    for (const days of ['7 gün', '30 gün', '90 gün']) within(form).getByRole('radio', { name: days });
    within(form).getByRole('button', { name: 'Ara ver' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/ara-ver']);
    expect(form.parentElement?.tagName).toBe('SECTION');
    // After the page's heading, before its text and the tools.
    const text = screen.getByRole('heading', { level: 2, name: 'Kişisel Veriler' });
    const tools = screen.getByRole('heading', { level: 2, name: 'Kendiniz İçin Kullanabileceğiniz Araçlar' });
    expect(heading.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.compareDocumentPosition(tools) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("give the advertising page the contact channels of the CMS's settings, not a copy in its text", async () => {
    const settings: SiteSettings = {
      contact: { channelUrl: 'https://t.me/ornek_kanal', channelLabel: 'Telegram Kanalı', contactUrl: 'https://ornek.example/yaz', email: 'isbirligi@ornek.example' },
      helpLines: [{ name: 'Yeşilay Danışmanlık Hattı', phone: '115' }],
    };
    mockContentApi({
      [contentApi.page('reklam')]: { ...privacy, slug: 'reklam', title: 'Reklam ve İş Birliği' },
      [contentApi.settings]: settings,
    });
    await renderAt(paths.advertise, <AdvertisePage />);
    await screen.findByRole('heading', { level: 1, name: 'Reklam ve İş Birliği' });
    const contact = await screen.findByRole('region', { name: 'İletişim' });
    expect(within(contact).getByRole('link', { name: 'isbirligi@ornek.example' })).toHaveAttribute('href', 'mailto:isbirligi@ornek.example');
    expect(within(contact).getByRole('link', { name: 'bize yazın' })).toHaveAttribute('href', 'https://ornek.example/yaz');
    expect(within(contact).getByRole('link', { name: 'Telegram Kanalı' })).toHaveAttribute('target', '_blank');
  });

  it('tell the reader on the advertising page when no channel is set', async () => {
    mockContentApi({
      [contentApi.page('reklam')]: { ...privacy, slug: 'reklam', title: 'Reklam ve İş Birliği' },
      [contentApi.settings]: { contact: { channelUrl: '', channelLabel: '', contactUrl: '', email: '' }, helpLines: [] },
    });
    await renderAt(paths.advertise, <AdvertisePage />);
    const contact = await screen.findByRole('region', { name: 'İletişim' });
    expect(within(contact).queryByRole('link')).not.toBeInTheDocument();
    expect(contact).toHaveTextContent('İletişim bilgilerimiz şu anda güncelleniyor');
  });
});
