// @vitest-environment node
import type { CmsFieldError, CmsInUse, CmsRefused } from 'shared-data/cms';
import { describe, expect, it } from 'vitest';
import { fieldMessage, fieldMessages, imageMessages, linkWarningMessage, refusalMessage } from './messages.ts';

describe('fieldMessage', () => {
  it.each<[CmsFieldError, string]>([
    [{ code: 'notText', label: 'casinoName' }, 'Casino adı metin olmalı.'],
    [{ code: 'required', label: 'casinoName' }, 'Casino adı boş bırakılamaz.'],
    [{ code: 'required', label: 'rtp' }, 'RTP boş bırakılamaz.'],
    [{ code: 'tooLong', label: 'title', max: 160 }, 'Başlık en fazla 160 karakter olabilir.'],
    [{ code: 'tooLong', label: 'slug', max: 120 }, 'Kısa ad en fazla 120 karakter olabilir.'],
    [{ code: 'notNumber', label: 'rating' }, 'Puan bir sayı olmalı (ör. 2,5).'],
    [{ code: 'notInteger', label: 'daysToComplete' }, 'Çevrim süresi (gün) tam sayı olmalı.'],
    [{ code: 'tooSmall', label: 'wageringMultiple', min: 0 }, 'Çevrim şartı en az 0 olmalı.'],
    [{ code: 'tooSmall', label: 'year', min: 1990 }, 'Çıkış yılı en az 1990 olmalı.'],
    [{ code: 'tooLarge', label: 'rating', max: 5 }, 'Puan en fazla 5 olabilir.'],
    [{ code: 'tooLarge', label: 'rtp', max: 100 }, 'RTP en fazla 100 olabilir.'],
    [{ code: 'tooLarge', label: 'maxCashout', max: 100_000_000 }, 'En yüksek çekim en fazla 100000000 olabilir.'],
    [{ code: 'tooLarge', label: 'rating', max: 4.5 }, 'Puan en fazla 4,5 olabilir.'],
    [{ code: 'tooManyDecimals', label: 'ratingGames', max: 1 }, 'Oyun seçkisi puanı en fazla 1 ondalık basamak içerebilir (ör. 4,8).'],
    [{ code: 'tooManyDecimals', label: 'usdTry', max: 4 }, 'USD/TL kuru en fazla 4 ondalık basamak içerebilir (ör. 42,1234).'],
    [{ code: 'tooSmall', label: 'usdTry', min: 0.0001 }, 'USD/TL kuru en az 0,0001 olmalı.'],
    [{ code: 'tooManyLines', label: 'badges', max: 6 }, 'Rozetler en fazla 6 satır olabilir.'],
    [{ code: 'lineTooLong', label: 'pros', max: 120 }, 'Artılar: her satır en fazla 120 karakter olabilir.'],
    [{ code: 'imageUrl', label: 'logo' }, 'Logo için / ile başlayan bir yol veya https:// ile başlayan bir adres girin.'],
    [{ code: 'imageUrl', label: 'cover' }, 'Kapak görseli için / ile başlayan bir yol veya https:// ile başlayan bir adres girin.'],
    [{ code: 'webUrl', label: 'affiliateUrl' }, 'Ortaklık bağlantısı geçerli bir web adresi olmalı (https:// ile başlayan).'],
    [{ code: 'webUrl', label: 'channelUrl' }, 'Kanal bağlantısı geçerli bir web adresi olmalı (https:// ile başlayan).'],
    [
      { code: 'postbackSecret', label: 'postbackSecret' },
      'Postback anahtarı en az 16 karakter olmalı; boşluk ve Türkçe harf içeremez (harf, rakam ve - _ . gibi işaretler).',
    ],
    [{ code: 'date', label: 'postedOn' }, 'Yazı tarihi geçerli bir tarih olmalı (GG.AA.YYYY).'],
    [{ code: 'slugShape' }, 'Kısa ad yalnızca küçük harf (a-z), rakam ve tire içerebilir; ör. kasa-yonetimi.'],
    [{ code: 'slugEmpty' }, 'Kısa ad boş; başlıkta harf veya rakam olmalı.'],
    [{ code: 'status' }, 'Geçerli bir durum seçin (Taslak, Yayında veya Zamanlanmış).'],
    [{ code: 'publishAtMissing' }, 'Zamanlanmış yayın için tarih ve saat seçin.'],
    [{ code: 'publishAtInvalid' }, 'Yayın zamanı geçerli bir tarih ve saat olmalı.'],
    [{ code: 'publishAtPast' }, 'Zamanlanmış yayın zamanı ileri bir tarih ve saat olmalı.'],
    [{ code: 'postedAfterPublish' }, 'Yazı tarihi yayın tarihinden sonra olamaz.'],
    [{ code: 'currency' }, 'Para birimi TL veya USD olmalı.'],
    [{ code: 'wageringBase' }, 'Çevrimin neyin üzerinden hesaplandığını seçin.'],
    [{ code: 'gameType' }, 'Oyun türü slot veya canlı olmalı.'],
    [{ code: 'volatility' }, 'Bir oynaklık seviyesi seçin.'],
    [{ code: 'category' }, 'Bir kategori seçin.'],
    [{ code: 'casinoChoice' }, 'Bir casino seçin.'],
    [{ code: 'email' }, 'Geçerli bir e-posta adresi girin.'],
    [{ code: 'helpLinesMissing' }, 'En az bir yardım hattı girin.'],
    [{ code: 'helpLinesTooMany', max: 6 }, 'En fazla 6 yardım hattı girilebilir.'],
    [{ code: 'malformed', detail: 'Invalid input: expected boolean, received string' }, 'Invalid input: expected boolean, received string'],
    [{ code: 'slugTaken' }, 'Bu kısa ad başka bir kayıtta kullanılıyor.'],
    [{ code: 'providerMissing' }, 'Seçilen sağlayıcı bulunamadı.'],
    [{ code: 'casinoMissing' }, 'Seçilen casino bulunamadı.'],
    [{ code: 'referenceGameMissing' }, 'Seçilen referans oyun bulunamadı.'],
    [{ code: 'referenceGameNotPublic' }, 'Referans oyun yayında olmalı: taslak ya da yayında olmayan bir sağlayıcının oyunu seçilemez.'],
    [{ code: 'casinoHasPopup' }, 'Bu casinonun zaten bir popup bonusu var; bir casino popup listesinde yalnızca bir kez yer alabilir.'],
    [
      { code: 'pageNotRouted' },
      'Bu kısa adla bir sayfa sitede hiçbir adreste gösterilmez; yalnızca sitenin sabit sayfaları (reklam ve yasal metinler) düzenlenebilir.',
    ],
    [{ code: 'pageSlugFixed', path: '/reklam' }, 'Bu sayfanın kısa adı değiştirilemez: site onu /reklam adresinde gösteriyor.'],
  ])('%j -> %s', (error, message) => {
    expect(fieldMessage(error)).toBe(message);
  });

  it.each<[string, CmsFieldError, string]>([
    ['casinoName', { code: 'required', label: 'casinoName' }, 'Casino adı boş bırakılamaz.'],
    ['gameName', { code: 'required', label: 'gameName' }, 'Oyun adı boş bırakılamaz.'],
    ['providerName', { code: 'required', label: 'providerName' }, 'Sağlayıcı adı boş bırakılamaz.'],
    ['casino', { code: 'required', label: 'casino' }, 'Casino boş bırakılamaz.'],
    ['provider', { code: 'required', label: 'provider' }, 'Sağlayıcı boş bırakılamaz.'],
    ['rating', { code: 'required', label: 'rating' }, 'Puan boş bırakılamaz.'],
    ['welcomeBonus', { code: 'required', label: 'welcomeBonus' }, 'Hoş geldin bonusu boş bırakılamaz.'],
    ['investmentBonus', { code: 'tooLong', label: 'investmentBonus', max: 120 }, 'Yatırım bonusu en fazla 120 karakter olabilir.'],
    ['bonusDescription', { code: 'tooLong', label: 'bonusDescription', max: 2000 }, 'Bonus açıklaması en fazla 2000 karakter olabilir.'],
    ['bonusAmount', { code: 'tooLarge', label: 'bonusAmount', max: 10_000_000 }, 'Bonus tutarı en fazla 10000000 olabilir.'],
    ['bonusPercent', { code: 'notInteger', label: 'bonusPercent' }, 'Bonus yüzdesi tam sayı olmalı.'],
    ['minDeposit', { code: 'tooSmall', label: 'minDeposit', min: 0 }, 'En az yatırım en az 0 olmalı.'],
    ['maxBet', { code: 'notNumber', label: 'maxBet' }, 'En yüksek bahis bir sayı olmalı (ör. 2,5).'],
    ['freeSpins', { code: 'notInteger', label: 'freeSpins' }, 'Bedava dönüş tam sayı olmalı.'],
    ['features', { code: 'tooManyLines', label: 'features', max: 20 }, 'Özellikler en fazla 20 satır olabilir.'],
    ['gameKinds', { code: 'lineTooLong', label: 'gameKinds', max: 40 }, 'Oyun türleri: her satır en fazla 40 karakter olabilir.'],
    ['theme', { code: 'tooLong', label: 'theme', max: 80 }, 'Tema en fazla 80 karakter olabilir.'],
    ['maxWin', { code: 'tooLong', label: 'maxWin', max: 40 }, 'En yüksek kazanç en fazla 40 karakter olabilir.'],
    ['reviewText', { code: 'tooLong', label: 'reviewText', max: 200_000 }, 'İnceleme metni en fazla 200000 karakter olabilir.'],
    ['description', { code: 'required', label: 'description' }, 'Açıklama boş bırakılamaz.'],
    ['excerpt', { code: 'required', label: 'excerpt' }, 'Özet boş bırakılamaz.'],
    ['author', { code: 'required', label: 'author' }, 'Yazar boş bırakılamaz.'],
    ['postText', { code: 'required', label: 'postText' }, 'Yazı metni boş bırakılamaz.'],
    ['tacticText', { code: 'required', label: 'tacticText' }, 'Taktik metni boş bırakılamaz.'],
    ['intro', { code: 'tooLong', label: 'intro', max: 600 }, 'Giriş en fazla 600 karakter olabilir.'],
    ['pageText', { code: 'required', label: 'pageText' }, 'Sayfa metni boş bırakılamaz.'],
    ['helpLineName', { code: 'required', label: 'helpLineName' }, 'Yardım hattı adı boş bırakılamaz.'],
    ['phone', { code: 'tooLong', label: 'phone', max: 20 }, 'Telefon en fazla 20 karakter olabilir.'],
    ['channelLabel', { code: 'required', label: 'channelLabel' }, 'Kanal adı boş bırakılamaz.'],
    ['contactUrl', { code: 'webUrl', label: 'contactUrl' }, 'İletişim bağlantısı geçerli bir web adresi olmalı (https:// ile başlayan).'],
    ['email', { code: 'required', label: 'email' }, 'E-posta boş bırakılamaz.'],
  ])('names the field %s as its form labels it', (_label, error, message) => {
    expect(fieldMessage(error)).toBe(message);
  });
});

describe('fieldMessages', () => {
  it('words every field of a refusal', () => {
    expect(fieldMessages({ slug: { code: 'slugTaken' }, 'helpLines.0.phone': { code: 'required', label: 'phone' } })).toEqual({
      slug: 'Bu kısa ad başka bir kayıtta kullanılıyor.',
      'helpLines.0.phone': 'Telefon boş bırakılamaz.',
    });
  });
});

describe('refusalMessage', () => {
  it.each<[CmsInUse | CmsRefused, string]>([
    [
      { code: 'providerHasGames', count: 6, names: ['40 Super Hot', 'Burning Hot', 'Shining Crown'] },
      'Bu sağlayıcı silinemez: 6 oyun ona bağlı (40 Super Hot, Burning Hot, Shining Crown ve 3 oyun daha). Önce bu oyunları silin veya başka bir sağlayıcıya taşıyın.',
    ],
    [
      { code: 'providerHasGames', count: 2, names: ['Book of Dead', 'Reactoonz'] },
      'Bu sağlayıcı silinemez: 2 oyun ona bağlı (Book of Dead, Reactoonz). Önce bu oyunları silin veya başka bir sağlayıcıya taşıyın.',
    ],
    [{ code: 'casinoInPopup', positions: [2] }, 'Bu casino silinemez: popup bonuslarında 2. sırada yer alıyor. Önce o popup bonusunu silin.'],
    [{ code: 'casinoInPopup', positions: [1, 4] }, 'Bu casino silinemez: popup bonuslarında 1., 4. sırada yer alıyor. Önce o popup bonusunu silin.'],
    [{ code: 'casinoHasClicks' }, 'Bu casino silinemez: tıklama istatistikleri ona bağlı. Siteden kaldırmak için durumunu Taslak yapın.'],
    [{ code: 'pageRouted', path: '/gizlilik-politikasi' }, 'Bu sayfa silinemez: site onu /gizlilik-politikasi adresinde gösteriyor.'],
    [{ code: 'inUse' }, 'Bu kayıt silinemez: sitede başka içerikler ona bağlı.'],
    [{ code: 'pageCopy' }, 'Sayfalar kopyalanamaz: kopyayı sitede gösterecek bir adres yok.'],
    [{ code: 'popupCopy' }, 'Popup bonusları kopyalanamaz: bir casino popup listesinde yalnızca bir kez yer alabilir.'],
    [{ code: 'notOrdered' }, 'Bu koleksiyonun sırası elle değiştirilemez.'],
    [
      { code: 'orderMismatch' },
      'Sıralama listesi her kaydı tam bir kez içermeli. Liste siz düzenlerken değiştiyse sayfayı yenileyip tekrar deneyin.',
    ],
  ])('%j -> %s', (error, message) => {
    expect(refusalMessage(error)).toBe(message);
  });
});

describe('linkWarningMessage', () => {
  it('names the link as the body wrote it', () => {
    expect(linkWarningMessage({ code: 'deadLink', href: '#/blog/yok-boyle-yazi' })).toBe('Bağlantı bulunamadı: #/blog/yok-boyle-yazi');
  });
});

describe('imageMessages', () => {
  it('words every refused upload', () => {
    expect(imageMessages).toEqual({
      too_large: 'Dosya 5 MB sınırını aşıyor.',
      unsupported_type: 'Yalnızca PNG, JPEG veya WebP görseller yüklenebilir.',
      corrupt: 'Görsel okunamadı; dosya bozuk olabilir.',
      bad_dimensions: 'Görselin boyutları kabul edilemez: her kenarı en az 16, en çok 10.000 piksel olmalı ve görsel en çok 25 megapiksel olabilir.',
      busy: 'Şu anda başka görseller işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    });
  });
});
