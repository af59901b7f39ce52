/**
 * Site configuration: names and addresses that are configuration, not literals scattered in components.
 * The operator changes them here (the public origin through the servers' SITE_ORIGIN).
 */
export const siteConfig = {
  name: 'SafeBet',
  adminBrand: 'SafeBet Boss',
  /** Public chat channel (placeholder address of the demo). */
  channelUrl: 'https://t.me/safebet_demo_kanal',
  channelLabel: 'Telegram Kanalı',
  /** Contact channel for advertisers. */
  contactUrl: 'https://t.me/safebet_demo_iletisim',
  email: 'reklam@safebet.example',
  editorialAuthor: 'SafeBet Editör Ekibi',
  defaultOrigin: 'http://localhost:4173',
} as const;

/** Later pages of a list are distinct pages with titles of their own: 'Blog (Sayfa 2)'. */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} (Sayfa ${page})` : title;
}

/** '{page} | SafeBet' — every page title carries the site name. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.name}`;
}
