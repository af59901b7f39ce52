import { siteConfig } from 'shared-data';
import { InfoPage } from './info-page.tsx';

export function TermsPage() {
  return (
    <InfoPage
      title="Şartlar ve Koşullar"
      description={`${siteConfig.name} kullanım şartları: site yalnızca 18 yaş üstü içindir; üçüncü taraf casinolardan sorumluluk kabul edilmez.`}
      intro="Siteyi kullanarak aşağıdaki şartları kabul etmiş olursunuz."
    >
      <h2>Yaş Sınırı</h2>
      <p>Bu site yalnızca 18 yaşını doldurmuş kişiler içindir. 18 yaşından küçükseniz siteyi kullanmayın.</p>
      <h2>Bilgilendirme Amacı</h2>
      <p>
        İçeriklerimiz yalnızca bilgilendirme amaçlıdır; yatırım, finans ya da hukuki tavsiye değildir. Hiçbir taktik veya
        hesaplayıcı kazanç garantisi vermez. Şans oyunlarına ilişkin yasal düzenlemeler ülkeden ülkeye değişir; bulunduğunuz
        yerde geçerli kurallara uymak sizin sorumluluğunuzdadır.
      </p>
      <h2>Üçüncü Taraf Casinolar</h2>
      <p>
        Tanıttığımız casino ve bahis siteleri bağımsız üçüncü taraflardır. Bu sitelerin hizmetleri, bonus şartları,
        ödemeleri veya hesabınızla ilgili kararları için {siteConfig.name} hiçbir sorumluluk kabul etmez. Bir teklifi
        kullanmadan önce ilgili sitenin şartlarını dikkatle okuyun.
      </p>
      <h2>Ortaklık Bağlantıları</h2>
      <p>
        Sitedeki bazı bağlantılar ortaklık bağlantılarıdır; bu bağlantılar üzerinden kayıt olmanız halinde komisyon
        alabiliriz. Bu durum sıralamalarımızı ve değerlendirmelerimizi satın alınabilir kılmaz.
      </p>
      <h2>Değişiklikler</h2>
      <p>Bu şartları zaman zaman güncelleyebiliriz; güncel metin her zaman bu sayfada yer alır.</p>
    </InfoPage>
  );
}
