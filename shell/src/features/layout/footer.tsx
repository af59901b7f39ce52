import { Link } from 'react-router-dom';
import { paths, siteConfig } from 'shared-data';
import { BreakSwitch } from 'shared-data/react';
import styled from 'styled-components';
import { legalNav, mainNav, responsibleTools } from './nav-items.ts';
import { ContactChannels, HelpLines } from './site-contacts.tsx';

/**
 * Below the first screen as a page loads: laid out and painted as the reader scrolls near it, not in the first frame,
 * whose length Lighthouse's simulation counts as blocking past FCP (docs/lighthouse-blocking-time.md). Until then it
 * holds the height given (a phone's: about 1,330 px at 390–412 px wide; 960 on a desktop), then the one it last had.
 */
const Foot = styled.footer`
  position: relative;
  z-index: 1;
  margin-top: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  content-visibility: auto;
  contain-intrinsic-size: auto 82rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.font.size.md}; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { margin: ${({ theme }) => theme.space.xs} 0; }
  a { color: ${({ theme }) => theme.colors.textMuted}; }
  a:hover { color: ${({ theme }) => theme.colors.link}; }
`;

/** The age badge, inside the link to the responsible-gaming page (a space after it in the text keeps the name apart). */
const Badge = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 800;
`;

const Bottom = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
`;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Foot>
      <Columns>
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick">Hızlı Bağlantılar</h2>
          <ul>
            {mainNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.bonusValueMethod}>Bonus Değeri Nasıl Hesaplanır?</Link>
            </li>
            <li>
              <Link to={paths.advertise}>Reklam ve İş Birliği</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">Yasal</h2>
          <ul>
            {legalNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">İletişim</h2>
          <ContactChannels />
        </section>
        <section aria-labelledby="footer-responsible">
          <h2 id="footer-responsible">Sorumlu Oyun</h2>
          <p>
            {/* The badge and the age sentence are one link to the responsible-gaming page, named by what it shows. */}
            <Link to={paths.responsibleGaming}>
              <Badge>18+</Badge> Bu site yalnızca 18 yaşını doldurmuş okurlar içindir.
            </Link>{' '}
            Şans oyunları bağımlılık yapabilir; kaybetmeyi göze alabileceğiniz tutarla ve sınır koyarak oynayın. Destek
            için bir yardım hattını arayabilirsiniz:
          </p>
          {/* YEDAM's 115 first, whatever the settings hold; then the operator's own lines. */}
          <HelpLines />
          <ul>
            {responsibleTools.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
          {/* A break from the offers on this device, two taps away on every page. */}
          <BreakSwitch headingLevel={3} />
          <p>
            Sitedeki bazı bağlantılar ortaklık (affiliate) bağlantılarıdır: bu bağlantılar üzerinden kayıt olmanız
            halinde {siteConfig.name} komisyon alabilir. Bu, sizin için bir ek maliyet doğurmaz.
          </p>
        </section>
      </Columns>
      <Bottom>
        © {year} {siteConfig.name}. Tüm hakları saklıdır.
      </Bottom>
    </Foot>
  );
}
