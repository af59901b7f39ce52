import { paths } from 'shared-data';
import { Link } from 'shared-data/react';
import { responsibleGamingGuides } from 'shared-data/responsible-gaming';

/** The gambling help services: YEDAM's 115 line (Yeşilay's) first, and YEDAM's centres (not Alo 191, the drug line). */
export function HelpLines() {
  return (
    <ul>
      <li>
        <strong>
          YEDAM / Yeşilay Danışmanlık Hattı <a href="tel:115">115</a>:
        </strong>{' '}
        kumar dahil bağımlılıklar için ücretsiz ve gizli danışmanlık.
      </li>
      <li>
        <strong>YEDAM (Yeşilay Danışmanlık Merkezleri):</strong> bağımlılıkla mücadele eden kişilere ve yakınlarına
        ücretsiz psikososyal destek; randevu için de 115&apos;i arayabilirsiniz.
      </li>
    </ul>
  );
}

/** The tactics articles on bankroll and tilt, and the other tool. */
export function GuideLinks({ tool }: { tool: 'selfTest' | 'spendingPlanner' }) {
  return (
    <ul>
      <li>
        <Link to={paths.tactic(responsibleGamingGuides.bankroll)}>Kasa Yönetimi 101: bütçe, birim büyüklüğü ve oturum kuralları</Link>
      </li>
      <li>
        <Link to={paths.tactic(responsibleGamingGuides.tilt)}>Tilt Kontrolü: duygusal kararları frenlemek</Link>
      </li>
      {tool === 'selfTest' ? (
        <li>
          <Link to={paths.spendingPlanner}>Bütçe Planlayıcı: aylık ve haftalık kayıp sınırınızı belirleyin</Link>
        </li>
      ) : (
        <li>
          <Link to={paths.selfTest}>Kendini Test Et: son 12 ayınıza dair dokuz soru</Link>
        </li>
      )}
    </ul>
  );
}

/** An official site, as a plain link: no redirect of ours, no tracking, nothing sponsored. */
function OfficialSite({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * Blocking software, for a reader whose result calls for stopping: what BetBlocker and Gamban block and where to get
 * them (their official sites only). Our own words; no link of ours in between.
 */
export function BlockerGuides({ headingLevel }: { headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading>Kumar sitelerini cihazlarınızda engelleyin</Heading>
      <p>
        Engelleme programları kendi telefonunuza, tabletinize ve bilgisayarınıza kurulur ve o cihazlarda kumar ve bahis
        sitelerini ve uygulamalarını açılmaz hâle getirir. Oynama isteğinin geldiği anla oyun arasına bir engel koyarlar;
        sitelerdeki kendini dışlama araçlarının ve bir uzmandan destek almanın yerini tutmazlar, yanlarında kullanılırlar.
      </p>
      <ul>
        <li>
          <strong>BetBlocker (ücretsiz):</strong> kurduğunuz her cihazda binlerce kumar ve bahis sitesine ve uygulamasına
          erişimi engeller. Engelin ne kadar süreceğini kurarken siz seçersiniz; süre dolmadan engel kaldırılamaz.
          Yalnızca resmî sitesinden indirin: <OfficialSite href="https://betblocker.org">betblocker.org</OfficialSite>.
        </li>
        <li>
          <strong>Gamban (ücretli, deneme süresi ücretsiz):</strong> tek abonelikle bütün cihazlarınıza kurulur ve
          kumar sitelerini ve uygulamalarını engeller; engel listesi siz bir şey yapmadan güncellenir. Önce ücretsiz deneme
          süresiyle kullanabilir, sonra aboneliği sürdürüp sürdürmeyeceğinize karar verebilirsiniz. Yalnızca resmî
          sitesinden indirin: <OfficialSite href="https://gamban.com">gamban.com</OfficialSite>.
        </li>
      </ul>
    </>
  );
}
