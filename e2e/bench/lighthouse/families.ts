/** The public page families the Lighthouse bench measures, one page of each, and the BENCH_PAGES filter. */
import { BREAK_COOKIE, paths } from 'shared-data';

export interface Family {
  /** The name BENCH_PAGES picks it by, and the table's row label. */
  name: string;
  path: string;
  /** A cookie the page is asked for with (and its floor fetched with): a reader's break. */
  cookie?: string;
}

/** A break that runs through the whole bench: 30 days from its start. */
const onBreak = `${BREAK_COOKIE}=${new Date(Date.now() + 30 * 86_400_000).toISOString()}`;

const families: Family[] = [
  { name: 'home', path: paths.home },
  // The same page for a reader on a break: no offers, the break's notice.
  { name: 'home on a break', path: paths.home, cookie: onBreak },
  { name: 'value ranking', path: paths.homeByValue },
  { name: 'casino review', path: paths.casino('lalezar-casino') },
  { name: 'comparison', path: paths.comparison(['lalezar-casino', 'nebula-bet']) },
  { name: 'games', path: paths.games },
  { name: 'games filtered', path: `${paths.games}?volatilite=yuksek&sirala=rtp` },
  { name: 'game', path: paths.game('pragmatic-play', 'sweet-bonanza') },
  { name: 'providers', path: paths.providers },
  { name: 'provider', path: paths.provider('pragmatic-play') },
  { name: 'blog', path: paths.blog },
  { name: 'blog post', path: paths.blogPost('sorumlu-oyun-rehberi') },
  { name: 'tactics', path: paths.tactics },
  { name: 'tactic', path: paths.tactic('martingale-sistemi') },
  { name: 'calculators', path: paths.calculators },
  { name: 'calculator', path: paths.calculator('hedge') },
  { name: 'coupon', path: `${paths.calculator('sistem')}?n=6&o1=1,45&o2=1,80&o3=2,10&o4=1,65&o5=2,40&o6=1,95&b1=1&sistem=3,4&misli=2&kolon=1` },
  { name: 'asian lines', path: `${paths.calculator('asya-handikap')}?tur=handikap&cizgi=-0,75&oran=1,90&tutar=100&ev=2&dep=1` },
  { name: 'score model', path: `${paths.calculator('skor-tahmini')}?ev=1,6&dep=1,1&o1=2,2&ox=3,4&o2=3,6` },
  // The server's HTML says the log needs JavaScript; the log itself opens from the browser's IndexedDB.
  { name: 'bet log', path: paths.calculator('kupon-defteri') },
  { name: 'advertise', path: paths.advertise },
  { name: 'legal', path: paths.privacy },
  { name: 'responsible gaming', path: paths.responsibleGaming },
  { name: 'bonus value method', path: paths.bonusValueMethod },
];

/**
 * Every family, or those a comma-separated list names (`BENCH_PAGES=home,blog post`). An unknown name is an error
 * rather than a silently shorter bench: a typo would otherwise look like a page that measured nothing.
 */
export function selectFamilies(list: string | undefined): Family[] {
  if (!list) return families;
  const names = list.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !families.some((family) => family.name === name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_PAGES: no page named ${unknown.join(', ')}; known: ${families.map((f) => f.name).join(', ')}`);
  }
  return families.filter((family) => names.includes(family.name));
}
