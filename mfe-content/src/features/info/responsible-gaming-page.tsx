import { InfoPage } from './info-page.tsx';

export function ResponsibleGamingPage() {
  return (
    <InfoPage
      title="Sorumlu Oyun"
      description="Sorumlu oyun rehberi: bütçe ve süre sınırları, uyarı işaretleri ve yardım kuruluşları (Yeşilay Danışmanlık Hattı 115, YEDAM)."
      intro="Şans oyunları bir gelir kaynağı değil, bedeli önceden belirlenmiş bir eğlencedir. Kontrol sizde kalsın."
    >
      <h2>Yalnızca 18 Yaş ve Üzeri</h2>
      <p>
        Sitemiz ve tanıttığımız tüm oyunlar yalnızca 18 yaşını doldurmuş yetişkinler içindir. Çocukların ve gençlerin
        kullandığı cihazlarda ebeveyn denetimi araçlarını açmanızı öneririz.
      </p>
      <h2>Kendinize Koyabileceğiniz Sınırlar</h2>
      <ul>
        <li>
          <strong>Bütçe sınırı:</strong> Aylık eğlence bütçenizi zorunlu giderlerden sonra belirleyin ve asla aşmayın.
        </li>
        <li>
          <strong>Süre sınırı:</strong> Oturum başına bir süre seçin ve bir alarm kurun.
        </li>
        <li>
          <strong>Kayıp sınırı:</strong> Günlük kayıp sınırına ulaştığınızda o gün oyunu bitirin; kaybı kovalamayın.
        </li>
        <li>
          <strong>Mola ve kendini dışlama:</strong> Sitelerin yatırım limiti, mola ve hesap kapatma araçlarını kullanın.
        </li>
        <li>
          <strong>Borçla oynamayın:</strong> Kredi kartı, borç ya da başkasına ait parayla oynamak sorumlu oyunun
          dışındadır.
        </li>
      </ul>
      <h2>Uyarı İşaretleri</h2>
      <ul>
        <li>Planladığınızdan daha uzun süre ya da daha yüksek tutarla oynamak</li>
        <li>Kayıpları geri kazanmak için bahisleri büyütmek</li>
        <li>Oyun yüzünden işi, okulu ya da aileyi ihmal etmek</li>
        <li>Oynadığınız tutarı ya da süreyi yakınlarınızdan gizlemek</li>
        <li>Oynayamadığınızda huzursuzluk ve gerginlik hissetmek</li>
      </ul>
      <h2>Yardım Alabileceğiniz Kuruluşlar</h2>
      <ul>
        <li>
          <strong>Yeşilay Danışmanlık Hattı 115:</strong> Kumar dahil bağımlılıklar için ücretsiz ve gizli danışmanlık
          hattı.
        </li>
        <li>
          <strong>YEDAM (Yeşilay Danışmanlık Merkezleri):</strong> Bağımlılıkla mücadele eden kişilere ve yakınlarına
          ücretsiz psikososyal destek veren merkezler.
        </li>
        <li>
          <strong>Aile hekiminiz ya da bir ruh sağlığı uzmanı:</strong> Gerekli durumlarda sizi uygun tedaviye
          yönlendirebilir.
        </li>
      </ul>
      <blockquote>Yardım istemek bir zayıflık değil, kontrolü yeniden kazanmanın ilk adımıdır.</blockquote>
    </InfoPage>
  );
}
