import { paths } from 'shared-data';
import { collectionRole } from 'shared-data/cms';
import type { Role } from '../../../server/contract.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Only the overview needs an exact match; the others stay active on their forms below them. */
  end: boolean;
  /** Who sees the entry: a collection's as `collectionRole` says (casinos and popups: admins); clicks, field vitals, settings, country rules and accounts: admins. */
  role: Role;
}

/**
 * 'Ülke kuralları' (admins only): the operator's offer rules per visitor country. Its address is the admin's own, kept
 * here beside its sidebar entry until shared-data's `paths` names it.
 */
export const adminCountryRulesPath = `${paths.admin}/country-rules`;

/** 'Hız (saha verisi)' (admins only): the field vitals of readers' page views. Kept here like the country rules'. */
export const adminVitalsPath = `${paths.admin}/vitals`;

/** 'Hesabım' (every role): the signed-in account's own sessions. Kept here like the country rules'. */
export const adminAccountPath = `${paths.admin}/account`;

/** The sidebar, in its order: the overview and the main content screens first, then the other CMS screens. */
export const navItems: readonly NavItem[] = [
  { to: paths.admin, label: 'Kontrol Paneli', end: true, role: 'editor' },
  { to: paths.adminCasinos, label: 'Casino Siteleri', end: false, role: collectionRole.casinos },
  { to: paths.adminGames, label: 'Oyunlar', end: false, role: collectionRole.games },
  { to: paths.adminProviders, label: 'Sağlayıcılar', end: false, role: collectionRole.providers },
  { to: paths.adminBlog, label: 'Blog', end: false, role: collectionRole.blog },
  { to: paths.adminPopups, label: 'Popup Bonusları', end: false, role: collectionRole.popup },
  { to: paths.adminClicks, label: 'Tıklamalar', end: false, role: 'admin' },
  { to: paths.adminLinks, label: 'Bağlantı Durumu', end: false, role: 'admin' },
  { to: adminVitalsPath, label: 'Hız (saha verisi)', end: false, role: 'admin' },
  { to: paths.adminTactics, label: 'Taktikler', end: false, role: collectionRole.tactics },
  { to: paths.adminPages, label: 'Sayfalar', end: false, role: collectionRole.pages },
  { to: paths.adminSettings, label: 'Site Ayarları', end: false, role: 'admin' },
  { to: adminCountryRulesPath, label: 'Ülke kuralları', end: false, role: 'admin' },
  { to: paths.adminAccounts, label: 'Hesaplar', end: false, role: 'admin' },
  { to: paths.adminAudit, label: 'Denetim Kaydı', end: false, role: 'editor' },
  { to: adminAccountPath, label: 'Hesabım', end: false, role: 'editor' },
];

/** Whether a role may open what `needed` guards: an admin may do all an editor may. */
export const allows = (role: Role, needed: Role) => needed === 'editor' || role === 'admin';

export const navItemsFor = (role: Role) => navItems.filter((item) => allows(role, item.role));
