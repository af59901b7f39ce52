import { paths } from 'shared-data';

/** The sidebar of SPEC §2, in order. Only the overview needs an exact match. */
export const navItems = [
  { to: paths.admin, label: 'Kontrol Paneli', end: true },
  { to: paths.adminCasinos, label: 'Casino Siteleri', end: false },
  { to: paths.adminGames, label: 'Oyunlar', end: false },
  { to: paths.adminProviders, label: 'Sağlayıcılar', end: false },
  { to: paths.adminBlog, label: 'Blog', end: false },
] as const;
