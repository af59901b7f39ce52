/**
 * The promotional popups as the server renders them into every page of the layout whose reader is shown offers:
 * closed native dialogs after the app's root, which a small script opens 2000 ms after the load without the app
 * (popup-driver.ts). The first bonus entry is the top casino, entries 2 to 5 the carousel.
 */
import type { ReactNode } from 'react';
import { affiliateHref, affiliateQueryKeys, formatNumber, siteConfig, type AffiliatePlacement, type BonusEntry } from 'shared-data';
import { imageSizes } from 'shared-data/image-sizes';
import styled from 'styled-components';
import { DialogFrame } from '../../components/dialog/dialog.tsx';
import { accentPillStyles, outlinePillStyles } from '../../components/pill-styles.ts';
import { POPUPS_ID, type PopupName } from './popup-machine.ts';

/** The carousel shows bonus entries 2 to 5. */
const carouselRange = { from: 1, to: 5 } as const;

const affiliateRel = 'sponsored noopener noreferrer';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Perks = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-left: 1.25rem;
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`;

const Cta = styled.a`
  ${accentPillStyles}
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  font-weight: 800;
  text-align: center;
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 800;
`;

const Casino = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  img {
    width: 4.5rem;
    height: 4.5rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  dl { margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
`;

const Rating = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Fineprint = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StepButton = styled.button`
  ${outlinePillStyles}
  font-weight: 600;
`;

const Position = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const NewTab = () => <span className="visually-hidden"> (yeni sekmede açılır)</span>;

/**
 * A popup's call to a casino, through our redirect (`/git/<slug>`) tagged with the popup and the page it covers, so the
 * click is counted where it happened; the casino's own address never reaches the browser. The driver writes the page
 * in again as the popup opens, should the reader have moved on in the app meanwhile.
 */
function AffiliateCta({ entry, placement, pathname, children }: { entry: BonusEntry; placement: AffiliatePlacement; pathname: string; children: ReactNode }) {
  return (
    <Cta href={affiliateHref(entry.slug, placement, pathname)} target="_blank" rel={affiliateRel} data-affiliate-page-key={affiliateQueryKeys.page}>
      {children}
      <NewTab />
    </Cta>
  );
}

function CasinoSummary({ entry, heading }: { entry: BonusEntry; heading?: ReactNode }) {
  return (
    <Casino>
      {/* Not fetched while the popup is closed: a closed dialog is not rendered, so a lazy image waits for it. */}
      <img src={entry.logoUrl} alt={`${entry.name} logosu`} width={imageSizes.logo.width} height={imageSizes.logo.height} loading="lazy" />
      <div>
        {heading}
        <dl>
          <dt>Hoş Geldin Bonusu</dt>
          <dd>{entry.welcomeBonus}</dd>
        </dl>
        <Rating>
          <span aria-hidden="true">★ </span>
          Puan: {formatNumber(entry.rating, 1)} / 5
        </Rating>
      </div>
    </Casino>
  );
}

/** A closed popup: `data-popup` names it to the driver. */
function Popup({ name, title, children }: { name: PopupName; title: ReactNode; children: ReactNode }) {
  return (
    <DialogFrame titleId={`${POPUPS_ID}-${name}`} title={title} backdrop={{ 'data-popup': name }}>
      {children}
    </DialogFrame>
  );
}

const fineprint = <Fineprint>18+ · Çevrim şartları ve site kuralları geçerlidir. Sorumlu oynayın.</Fineprint>;

function Carousel({ entries, pathname }: { entries: readonly BonusEntry[]; pathname: string }) {
  return (
    <Popup name="carousel" title="Diğer Popüler Bonuslar">
      <section aria-roledescription="carousel" aria-label="Bonus fırsatları">
        <Controls>
          <StepButton type="button" data-carousel-step="-1">
            <span aria-hidden="true">‹ </span>Önceki
          </StepButton>
          <Position aria-hidden="true" data-carousel-position="">
            1 / {entries.length}
          </Position>
          <StepButton type="button" data-carousel-step="1">
            Sonraki<span aria-hidden="true"> ›</span>
          </StepButton>
        </Controls>
        <div aria-live="polite">
          {entries.map((entry, index) => (
            <div key={entry.slug} role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${entries.length}`} hidden={index > 0} data-carousel-slide="">
              <CasinoSummary entry={entry} heading={<h3>{entry.name}</h3>} />
              <AffiliateCta entry={entry} placement="popup-karusel" pathname={pathname}>
                Siteye Git
              </AffiliateCta>
            </div>
          ))}
        </div>
      </section>
      {fineprint}
    </Popup>
  );
}

/**
 * The three popups, closed, for the page at `pathname`: the channel invite, then the top casino (the first entry) and
 * the carousel (entries 2 to 5), each only when it has an entry to show.
 */
export function PopupMarkup({ entries, pathname }: { entries: readonly BonusEntry[]; pathname: string }) {
  const top = entries[0];
  const carousel = entries.slice(carouselRange.from, carouselRange.to);
  return (
    <div id={POPUPS_ID}>
      <Popup name="channelInvite" title="Kanalımıza Katılın">
        {/* Short blocks: a popup's text is never larger than the page's own content (its largest paint). */}
        <Lead>{siteConfig.channelLabel} üzerinden her gün ilk siz öğrenin:</Lead>
        <Perks>
          <li>Yeni bonus fırsatları</li>
          <li>Oyun incelemeleri</li>
          <li>Kazanma taktikleri</li>
        </Perks>
        <Cta href={siteConfig.channelUrl} target="_blank" rel="noopener noreferrer" data-popup-join="">
          Kanala Katıl
          <NewTab />
        </Cta>
      </Popup>
      {top && (
        <Popup
          name="topCasino"
          title={
            <>
              <Badge>Editörün Seçimi</Badge>
              <br />
              {top.name}
            </>
          }
        >
          <CasinoSummary entry={top} />
          <AffiliateCta entry={top} placement="popup-editor" pathname={pathname}>
            Bonusu Şimdi Al
          </AffiliateCta>
          {fineprint}
        </Popup>
      )}
      {carousel.length > 0 && <Carousel entries={carousel} pathname={pathname} />}
    </div>
  );
}
