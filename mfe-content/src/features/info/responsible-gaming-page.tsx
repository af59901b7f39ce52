import { paths } from 'shared-data';
import { BreakSwitch, Link } from 'shared-data/react';
import { Panel } from '../../components/panel.ts';
import { InfoPage } from './info-page.tsx';

/**
 * Its text lives in the store (seeded from shared-data/content/pages), like every other page's; the break from the
 * offers ("Ara ver", right under the heading) and the links to the responsible-gaming tools are the page's own, so an
 * edit of the text cannot lose them.
 */
export function ResponsibleGamingPage() {
  return (
    <>
      <InfoPage
        lead={
          <Panel>
            <BreakSwitch headingLevel={2} />
          </Panel>
        }
      />
      <Panel aria-labelledby="sorumlu-oyun-araclari">
        <h2 id="sorumlu-oyun-araclari">Kendiniz İçin Kullanabileceğiniz Araçlar</h2>
        <ul>
          <li>
            <Link to={paths.selfTest}>Kendini Test Et</Link>: son 12 ayınızı dokuz soruyla değerlendirin ve risk
            düzeyinizi görün. Yanıtlarınız saklanmaz.
          </li>
          <li>
            <Link to={paths.spendingPlanner}>Bütçe Planlayıcı</Link>: gelirinize ve giderlerinize göre aylık ve haftalık
            kayıp sınırınızı ve oturum sürenizi belirleyin.
          </li>
        </ul>
      </Panel>
    </>
  );
}
