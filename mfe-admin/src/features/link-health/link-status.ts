/** What the link health table says about one casino's link: a badge, its tone and a line of explanation. */
import type { LinkCheckStatus, LinkHealthLink } from './link-health-api.ts';

export type LinkTone = 'good' | 'bad' | 'neutral';

export interface LinkState {
  label: string;
  tone: LinkTone;
  detail: string;
}

export const checkStatusLabels: Record<LinkCheckStatus, string> = {
  ok: 'Çalışıyor',
  broken: 'Bozuk',
  redirects: 'Çok fazla yönlendirme',
  timeout: 'Zaman aşımı',
  unreachable: 'Ulaşılamıyor',
  invalid: 'Bağlantı yok / geçersiz',
};

/**
 * A URL /git/ cannot lead to is the problem to fix whatever an earlier check found; a check of an earlier URL says
 * nothing about the current one.
 */
export function linkState(link: LinkHealthLink): LinkState {
  const { check } = link;
  if (!link.usable) {
    const detail = check && !link.stale ? check.message : 'Ortaklık bağlantısı girilmemiş veya http(s) adresi değil: /git/ bağlantıları 404 döner.';
    return { label: checkStatusLabels.invalid, tone: 'bad', detail };
  }
  if (!check) return { label: 'Kontrol edilmedi', tone: 'neutral', detail: 'Bu bağlantı henüz kontrol edilmedi.' };
  if (link.stale) return { label: 'Adres değişti, yeniden kontrol edin', tone: 'neutral', detail: 'Son kontrolden sonra bağlantı değişti.' };
  return { label: checkStatusLabels[check.status], tone: check.status === 'ok' ? 'good' : 'bad', detail: check.message };
}

/** The warning for a casino whose /git/ link cannot lead anywhere. */
export function unusableWarning(link: LinkHealthLink): string {
  const what = link.affiliateUrl.trim() === '' ? 'ortaklık bağlantısı yok' : 'ortaklık bağlantısı geçersiz';
  return `${link.name}: ${what}; ziyaretçiler /git/ bağlantısında "Sayfa bulunamadı" görür.`;
}
