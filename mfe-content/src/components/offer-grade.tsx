/**
 * An offer's grade (A to F) and red flags, as the pages show them: a badge with the letter in text and its Turkish
 * name, and one Turkish sentence per flag. Nothing is computed here: the server graded the offer from its terms
 * (shared-data/bonus-value `gradeOffer`). The badge links to the bands on the method page, where a reader can redo the
 * grade by hand.
 */
import type { ReactNode } from 'react';
import { formatInteger, formatNumber, paths, slugify, type Casino } from 'shared-data';
import {
  BONUS_TYPE_POINTS,
  BONUS_TYPE_WEIGHT,
  GRADE_BANDS,
  TERM_BANDS,
  type Grade,
  type GradedTerm,
  type OfferGrade as Graded,
  type RedFlag,
} from 'shared-data/bonus-value';
import { Link } from 'shared-data/react';
import styled from 'styled-components';
import { bonusTypeNames } from '../lib/bonus-terms.ts';

/** The method page's section with the bands; its id is the badges' link target. */
export const GRADES_HEADING = 'Notlar ve Uyarılar';
export const gradesLink = `${paths.bonusValueMethod}#${slugify(GRADES_HEADING)}`;

export const gradeNames: Readonly<Record<Grade, string>> = {
  A: 'Çok iyi',
  B: 'İyi',
  C: 'Orta',
  D: 'Zayıf',
  E: 'Kötü',
  F: 'Çok kötü',
};

/** Each red flag as one sentence, in the order of `RedFlag`. */
export const flagSentences: Readonly<Record<RedFlag, string>> = {
  lowCap: 'Çekim üst sınırı bonusun üç katından düşük.',
  depositWagering: 'Çevrim şartı yalnızca bonusa değil, yatırım ile bonusun toplamına uygulanıyor.',
  stickyBonus: 'Bonus yapışkan: para çekerken bonus tutarı bakiyeden düşülüyor.',
  shortDeadline: 'Çevrimi tamamlama süresi 7 günden kısa.',
  lowMaxBet: "En yüksek bahis, başlangıç bakiyesinin %1'inden düşük.",
  partialSlotContribution: "Slot oyunları çevrime %100'den az katkı sağlıyor.",
};

/**
 * The letter's colour, a second cue beside the letter itself: on the raised surface (#1e2a42) green, yellow and pink
 * text contrast 7:1 or more, the badge's other text 13:1.
 */
const tones: Readonly<Record<Grade, 'success' | 'accent' | 'danger'>> = { A: 'success', B: 'success', C: 'accent', D: 'accent', E: 'danger', F: 'danger' };

const Badge = styled(Link)<{ $tone: 'success' | 'accent' | 'danger' }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  white-space: nowrap;
  strong { color: ${({ theme, $tone }) => theme.colors[$tone]}; font-size: ${({ theme }) => theme.font.size.md}; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Flags = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Box = styled.div`
  margin: ${({ theme }) => theme.space.xs} 0;
  .score { margin-left: ${({ theme }) => theme.space.sm}; white-space: nowrap; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The grade as a badge linking to the bands: "Not: B · İyi". */
export function GradeBadge({ grade }: { grade: Graded }) {
  return (
    <Badge to={gradesLink} $tone={tones[grade.grade]}>
      Not: <strong>{grade.grade}</strong> · {gradeNames[grade.grade]}
    </Badge>
  );
}

/** The red flags as a list of sentences, or a short line saying there are none. */
export function GradeFlags({ flags }: { flags: readonly RedFlag[] }) {
  if (flags.length === 0) return <Note>Uyarı yok.</Note>;
  return (
    <Flags aria-label="Uyarılar">
      {flags.map((flag) => (
        <li key={flag}>{flagSentences[flag]}</li>
      ))}
    </Flags>
  );
}

/** A casino's grade and flags, for the cards and the review page; nothing for a casino without a grade. */
export function OfferGrade({ casino }: { casino: Casino }) {
  if (!casino.grade) return null;
  return (
    <Box data-grade={casino.grade.grade}>
      <GradeBadge grade={casino.grade} />
      <span className="score">Not puanı: {formatNumber(casino.grade.score, 2)} / 4</span>
      <GradeFlags flags={casino.grade.flags} />
    </Box>
  );
}

/** The comparison's rows: the grade, and the flags. */
export const gradeRows: Array<{ label: string; cells: (casino: Casino) => ReactNode }> = [
  { label: 'Not', cells: (c) => (c.grade ? <GradeBadge grade={c.grade} /> : '–') },
  { label: 'Uyarılar', cells: (c) => (c.grade ? <GradeFlags flags={c.grade.flags} /> : '–') },
];

/** A band's figure as the table prints it: whole numbers bare, others with their decimals (2,5). */
const figure = (value: number) => (Number.isInteger(value) ? formatInteger(value) : formatNumber(value, 2).replace(/0+$/, ''));

/** Each graded term: its row's label, its name in the score's formula, and how a limit of its band reads. */
const gradedTermText: Readonly<Record<GradedTerm, { label: string; name: string; limit?: (value: number) => string }>> = {
  wagering: { label: 'Çevrim (bonusun katı)', name: 'çevrim', limit: (v) => `${figure(v)}x` },
  bonusType: { label: 'Bonus türü', name: 'bonus türü' },
  days: { label: 'Çevrim süresi', name: 'süre', limit: (v) => `${figure(v)} gün` },
  maxBet: { label: 'En yüksek bahis (başlangıç bakiyesinin yüzdesi)', name: 'en yüksek bahis', limit: (v) => `%${figure(v)}` },
  maxCashout: { label: 'En yüksek çekim (bonusun katı)', name: 'çekim üst sınırı', limit: (v) => `${figure(v)} kat` },
  minDeposit: { label: 'En az yatırım', name: 'en az yatırım', limit: (v) => `${figure(v)} TL` },
};

const POINTS = [4, 3, 2, 1, 0] as const;

/** A term's weight and its five cells, 4 points to 0, from the model's own bands. */
function bandRow(term: GradedTerm): { weight: number; cells: string[] } {
  if (term === 'bonusType') {
    const types = Object.keys(BONUS_TYPE_POINTS) as Array<keyof typeof BONUS_TYPE_POINTS>;
    return {
      weight: BONUS_TYPE_WEIGHT,
      cells: POINTS.map((points) => types.filter((type) => BONUS_TYPE_POINTS[type] === points).map((type) => bonusTypeNames[type]).join(', ') || '–'),
    };
  }
  const { weight, limits, direction } = TERM_BANDS[term];
  const limit = gradedTermText[term].limit ?? figure;
  const [within, past] = direction === 'atMost' ? ['≤', '>'] : ['≥', '<'];
  const last = limits[limits.length - 1] ?? 0;
  return { weight, cells: [...limits.map((value) => `${within} ${limit(value)}`), `${past} ${limit(last)}`] };
}

const gradedTerms = Object.keys(gradedTermText) as GradedTerm[];
const weightOf = (term: GradedTerm) => (term === 'bonusType' ? BONUS_TYPE_WEIGHT : TERM_BANDS[term].weight);

/** The score's formula in words, from the weights: "(3 × çevrim + 2 × bonus türü + süre + …) ÷ 9". */
export function scoreFormula(): string {
  const total = gradedTerms.reduce((sum, term) => sum + weightOf(term), 0);
  const parts = gradedTerms.map((term) => (weightOf(term) === 1 ? gradedTermText[term].name : `${figure(weightOf(term))} × ${gradedTermText[term].name}`));
  return `(${parts.join(' + ')}) ÷ ${figure(total)}`;
}

const BandTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0 0 ${({ theme }) => theme.space.md};
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  caption { padding: 0 0 ${({ theme }) => theme.space.xs}; font-weight: 700; text-align: left; }
  td { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** The method page's bands, grades and flags, all printed from the model's own tables. */
export function GradeBands() {
  const lowest = GRADE_BANDS[GRADE_BANDS.length - 1]?.minScore ?? 0;
  return (
    <>
      <p>
        Her teklif, değerinden ayrı olarak yalnızca şartlarına bakılarak A&apos;dan F&apos;ye bir not alır; bu notu
        aşağıdaki tablolarla siz de hesaplayabilirsiniz. Her şart bir aralığa düşer ve o aralığın puanını (4 ile 0 arası)
        alır. Şartlarda belirtilmeyen bir sınır (en yüksek bahis, çekim üst sınırı, süre, en az yatırım) ya da çevrimin
        olmaması, sınır yok sayılır ve 4 puan alır.
      </p>
      <Scroll>
        <BandTable>
          <caption>Şartların puan aralıkları</caption>
          <thead>
            <tr>
              <th scope="col">Şart</th>
              <th scope="col">Ağırlık</th>
              {POINTS.map((points) => (
                <th key={points} scope="col">
                  {points} puan
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {gradedTerms.map((term) => {
              const { weight, cells } = bandRow(term);
              return (
                <tr key={term}>
                  <th scope="row">{gradedTermText[term].label}</th>
                  <td>{figure(weight)}</td>
                  {cells.map((cell, i) => (
                    <td key={POINTS[i]}>{cell}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </BandTable>
      </Scroll>
      <ul>
        <li>
          Çevrim, bonusun katı olarak okunur. Çevrim yatırım + bonus üzerindeyse bonusa çevrilir: kat × (yatırım + bonus)
          ÷ bonus. Bonusu olmayan, yalnızca bedava dönüş veren bir teklifte dönüş kazancının çevrim katı kullanılır.
        </li>
        <li>Yatırım ve bonus, sitenin standart oyunundakilerdir; başlangıç bakiyesi ikisinin toplamıdır.</li>
        <li>Dolar cinsinden en az yatırım, ayarlardaki dolar kuruyla TL&apos;ye çevrilir.</li>
      </ul>
      <p>
        <strong>Not puanı</strong> = {scoreFormula()}. Bu, şartların puanlarının ağırlıklı ortalamasıdır ve 0 ile 4
        arasındadır. Not, puanın düştüğü aralıktır:
      </p>
      <BandTable>
        <caption>Notların puan aralıkları</caption>
        <thead>
          <tr>
            <th scope="col">Not</th>
            <th scope="col">Anlamı</th>
            <th scope="col">Not puanı</th>
          </tr>
        </thead>
        <tbody>
          {GRADE_BANDS.map(({ grade, minScore }) => (
            <tr key={grade}>
              <th scope="row">{grade}</th>
              <td>{gradeNames[grade]}</td>
              <td>≥ {figure(minScore)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">F</th>
            <td>{gradeNames.F}</td>
            <td>&lt; {figure(lowest)}</td>
          </tr>
        </tbody>
      </BandTable>
      <p>Nottan ayrı olarak, okurun dikkat etmesi gereken şartlar birer uyarıyla gösterilir:</p>
      <ul aria-label="Uyarılar">
        {(Object.keys(flagSentences) as RedFlag[]).map((flag) => (
          <li key={flag}>{flagSentences[flag]}</li>
        ))}
      </ul>
    </>
  );
}
