import { siteConfig } from 'shared-data';
import { InfoPage } from './info-page.tsx';

export function PrivacyPage() {
  return (
    <InfoPage
      title="Gizlilik Politikası"
      description={`${siteConfig.name} gizlilik politikası: kişisel veri toplamıyoruz; yalnızca anonim analiz verileri ve çerezler kullanılır.`}
      intro={
        <>
          Son güncelleme: <time dateTime="2024-07-29">29 Temmuz 2024</time>
        </>
      }
    >
      <h2>Kişisel Veriler</h2>
      <p>
        {siteConfig.name} ziyaretçilerinden kişisel veri toplamaz. Sitede üyelik, ödeme ya da iletişim formu yoktur; adınız,
        e-posta adresiniz veya telefon numaranız gibi bilgileri istemeyiz ve saklamayız.
      </p>
      <h2>Anonim Analiz ve Çerezler</h2>
      <p>
        Sitenin nasıl kullanıldığını anlamak için yalnızca anonim, toplu istatistikler (ör. hangi sayfaların ne sıklıkla
        okunduğu) ve bu amaçla çerezler kullanılabilir. Bu veriler sizi kişi olarak tanımlamaz ve üçüncü taraflara
        satılmaz. Çerezleri tarayıcınızın ayarlarından dilediğiniz zaman silebilir ya da engelleyebilirsiniz.
      </p>
      <h2>Dış Bağlantılar</h2>
      <p>
        Sitedeki bazı bağlantılar ortaklık (affiliate) bağlantılarıdır ve sizi üçüncü taraf sitelere götürür. Bu sitelerin
        gizlilik uygulamalarından biz sorumlu değiliz; kayıt olmadan önce kendi politikalarını okumanızı öneririz.
      </p>
      <h2>İletişim</h2>
      <p>
        Sorularınız için: <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
      </p>
    </InfoPage>
  );
}
