/** The audit log's codes in the words the operator uses (the sidebar's names for the collections). */
export const actionLabels: Record<string, string> = {
  create: 'Oluşturma',
  update: 'Güncelleme',
  duplicate: 'Çoğaltma',
  delete: 'Silme',
  reorder: 'Sıralama',
  session_end: 'Oturum kapatma',
  login: 'Giriş',
  login_failed: 'Başarısız giriş',
  logout: 'Çıkış',
  two_factor_enable: 'İki adımlı doğrulama açma',
  two_factor_reset: 'İki adımlı doğrulama sıfırlama',
  passkey_add: 'Geçiş anahtarı ekleme',
  passkey_delete: 'Geçiş anahtarı kaldırma',
};

/** In the order of the sidebar; the filter offers them in this order too. */
export const collectionLabels: Record<string, string> = {
  casinos: 'Casino Siteleri',
  popup: 'Popup Bonusları',
  games: 'Oyunlar',
  providers: 'Sağlayıcılar',
  blog: 'Blog',
  tactics: 'Taktikler',
  pages: 'Sayfalar',
  settings: 'Site Ayarları',
  countryRules: 'Ülke kuralları',
  accounts: 'Hesaplar',
  sessions: 'Oturumlar',
  twoFactorPolicy: 'İki adımlı doğrulama zorunluluğu',
};

/** A code the labels do not know yet (a newer server) is shown as it is rather than hidden. */
export const labelOf = (labels: Record<string, string>, code: string) => labels[code] ?? code;
