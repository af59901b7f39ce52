import { useId, type ChangeEvent, type FormEvent } from 'react';
import {
  ALL_PROVIDERS,
  formFields,
  gameSorts,
  gamesPageQuery,
  paths,
  queryKeys,
  readGameFilters,
  rtpFieldText,
  SEARCH_MAX_LENGTH,
  volatilityParamOf,
  volatilityParams,
  type GameFacets,
  type GameFilterKey,
  type GameFilterState,
  type GameSort,
  type ProviderSummary,
  type VolatilityParam,
} from 'shared-data';
import styled from 'styled-components';
import { PrimaryButton } from '../../components/layout.tsx';
import { useUrlDraft } from '../../hooks/use-url-draft.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg};
  label, legend { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; padding: 0; font-weight: 600; }
  input, select {
    width: 100%;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  select { padding: 0 ${({ theme }) => theme.space.sm}; }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.dangerBorder}; }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Range = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend { float: left; grid-column: 1 / -1; width: 100%; }
  label { font-weight: 400; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const sortLabels: Record<GameSort, string> = { ad: 'Ada göre (A–Z)', rtp: 'En yüksek RTP', yil: 'En yeni' };

export interface GameFiltersFormProps {
  providers: ProviderSummary[];
  facets: GameFacets;
  search: string;
  /** The provider filter the list applies: `ALL_PROVIDERS` for none, or for one the dropdown does not offer. */
  provider: string;
  state: GameFilterState;
  /** The feature filter the list applies: '' for none, or for one no game has. */
  feature: string;
  /** The id of the message that says why a filter was not applied, by filter. */
  describedBy: Partial<Record<GameFilterKey, string>>;
  /** The form changed: the page's query for its fields now; `typing` when it replaces the address rather than adding one. */
  onChange: (query: URLSearchParams, typing: boolean) => void;
}

/**
 * The games list's filters: one GET form that asks the server for the filtered list without scripts (its button),
 * and with them follows every change at once, each control keeping what the reader typed while the list loads.
 */
/**
 * A feature is offered in the list when at least this many games have it: most of the catalogue's ~300 features
 * belong to one game, and a list of them all would weigh on every load of the page without helping anyone filter.
 * A rarer feature still filters from the address (and is then listed, selected).
 */
const FEATURE_MIN_GAMES = 2;

export function GameFiltersForm({ providers, facets, search, provider, state, feature, describedBy, onChange }: GameFiltersFormProps) {
  const { volatility, year, sort } = state.filters;
  const [searchDraft, setSearchDraft] = useUrlDraft(search);
  const [providerDraft, setProviderDraft] = useUrlDraft(provider);
  const [minDraft, setMinDraft] = useUrlDraft(rtpFieldText(state, 'rtpMin'));
  const [maxDraft, setMaxDraft] = useUrlDraft(rtpFieldText(state, 'rtpMax'));
  const [volatilityDraft, setVolatilityDraft] = useUrlDraft(volatility ? volatilityParamOf(volatility) : '');
  const [featureDraft, setFeatureDraft] = useUrlDraft(feature);
  const [yearDraft, setYearDraft] = useUrlDraft(year === null ? '' : String(year));
  const [sortDraft, setSortDraft] = useUrlDraft(sort ?? '');
  const id = useId();
  // A year no game has (from an old link) stays chosen, with its empty list, rather than silently dropped.
  const years = year !== null && !facets.years.includes(year) ? [...facets.years, year].sort((a, b) => b - a) : facets.years;

  /** The address for the whole form, so values changed together (early input handed over at once) all count. */
  const change =
    (setDraft: (text: string, expected?: string) => void, typing: boolean, expected?: (query: URLSearchParams) => string) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { form, value } = event.currentTarget;
      const query = form ? gamesPageQuery(formFields(form)) : new URLSearchParams();
      setDraft(value, expected?.(query));
      if (form) onChange(query, typing);
    };
  const rtpText = (key: 'rtpMin' | 'rtpMax') => (query: URLSearchParams) => rtpFieldText(readGameFilters(query), key);
  const invalid = (key: GameFilterKey) => (describedBy[key] ? { 'aria-invalid': true, 'aria-describedby': describedBy[key] } : {});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(gamesPageQuery(formFields(event.currentTarget)), true);
  };

  return (
    // A GET form: before (or without) JavaScript, Enter or the button asks the server for the filtered list.
    <Form role="search" method="get" action={paths.games} onSubmit={submit}>
      <Wide>
        <label htmlFor={`${id}-q`}>Oyun ara</label>
        <input
          id={`${id}-q`}
          name={queryKeys.search}
          type="search"
          placeholder="Oyun adı yazın…"
          maxLength={SEARCH_MAX_LENGTH}
          value={searchDraft}
          onChange={change(setSearchDraft, true)}
        />
      </Wide>
      <div>
        <label htmlFor={`${id}-provider`}>Sağlayıcı</label>
        <select id={`${id}-provider`} name={queryKeys.provider} value={providerDraft} onChange={change(setProviderDraft, false)}>
          <option value={ALL_PROVIDERS}>Tüm Sağlayıcılar</option>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <Range>
        <legend>RTP</legend>
        <div>
          <label htmlFor={`${id}-rtp-min`}>En az</label>
          <input
            id={`${id}-rtp-min`}
            name={queryKeys.rtpMin}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={minDraft}
            onChange={change(setMinDraft, true, rtpText('rtpMin'))}
            {...invalid('rtpMin')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-rtp-max`}>En çok</label>
          <input
            id={`${id}-rtp-max`}
            name={queryKeys.rtpMax}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="100"
            value={maxDraft}
            onChange={change(setMaxDraft, true, rtpText('rtpMax'))}
            {...invalid('rtpMax')}
          />
        </div>
      </Range>
      <div>
        <label htmlFor={`${id}-volatility`}>Volatilite</label>
        <select id={`${id}-volatility`} name={queryKeys.volatility} value={volatilityDraft} onChange={change(setVolatilityDraft, false)} {...invalid('volatility')}>
          <option value="">Tümü</option>
          {(Object.keys(volatilityParams) as VolatilityParam[]).map((key) => (
            <option key={key} value={key}>
              {volatilityParams[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-feature`}>Özellik</label>
        <select id={`${id}-feature`} name={queryKeys.feature} value={featureDraft} onChange={change(setFeatureDraft, false)} {...invalid('feature')}>
          <option value="">Tüm özellikler</option>
          {facets.features.filter(({ name, games }) => games >= FEATURE_MIN_GAMES || name === featureDraft).map(({ name, games }) => (
            <option key={name} value={name}>
              {`${name} (${games})`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-year`}>Yıl</label>
        <select id={`${id}-year`} name={queryKeys.year} value={yearDraft} onChange={change(setYearDraft, false)} {...invalid('year')}>
          <option value="">Tüm yıllar</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`}>Sırala</label>
        <select id={`${id}-sort`} name={queryKeys.sort} value={sortDraft} onChange={change(setSortDraft, false)} {...invalid('sort')}>
          <option value="">Önerilen sıra</option>
          {gameSorts.map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </div>
      <PrimaryButton type="submit">Filtrele</PrimaryButton>
    </Form>
  );
}
