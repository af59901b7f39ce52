import { siteConfig } from 'shared-data';
import { InfoPage } from './info-page.tsx';

export function AdvertisePage() {
  return (
    <InfoPage
      title="Reklam ve İş Birliği"
      description={`${siteConfig.name} ile reklam ve iş birliği: markanızı casino, slot ve bahis okurlarına tanıtın. Telegram ve e-posta ile iletişime geçin.`}
      intro="Markanızı bonus, oyun ve strateji içeriklerini okuyan yetişkin okurlara tanıtmak için bizimle iletişime geçin."
    >
      <h2>Neler Sunuyoruz?</h2>
      <ul>
        <li>Bonus sıralamasında öne çıkan konum ve &quot;Markanızı Tanıtın&quot; alanları</li>
        <li>Oyun ve sağlayıcı sayfalarında &quot;Bu Oyunu Oyna&quot; kutusunda yer</li>
        <li>Açıkça reklam olarak işaretlenmiş tanıtım yazıları</li>
      </ul>
      <p>
        Yalnızca 18 yaş üstü okurlara, yürürlükteki mevzuata uygun ve sorumlu oyunu öne çıkaran iş birliklerini kabul
        ediyoruz. Tüm ortaklık bağlantıları okurlarımıza açıkça belirtilir.
      </p>
      <h2>İletişim</h2>
      <p>
        Telegram kanalımız:{' '}
        <a href={siteConfig.contactUrl} target="_blank" rel="noopener noreferrer">
          Telegram üzerinden yazın
        </a>
      </p>
      <p>
        E-posta: <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
      </p>
      <p>Mesajınızda markanızı, hedeflediğiniz pazarları ve düşündüğünüz çalışma biçimini kısaca anlatmanız yeterli.</p>
    </InfoPage>
  );
}
