import { useId, type FormEvent } from 'react';
import { breadcrumbLd, formatInteger, formatMoney, formatNumber, formFields, paths } from 'shared-data';
import { PageMeta, useNavigate, useSearchParams } from 'shared-data/react';
import {
  calculateSpendingPlan,
  hasSpendingQuery,
  SPENDING_PLAN_RULES,
  SPENDING_QUERY_KEYS,
  spendingInputFromQuery,
  type SpendingPlan,
  type SpendingPlanField,
} from 'shared-data/responsible-gaming';
import styled from 'styled-components';
import { PageHeading, PrimaryButton } from '../../components/layout.tsx';
import { PlanField } from './plan-field.tsx';
import { spendingPlanMessage } from './rule-messages.ts';
import { GuideLinks, HelpLines } from './support-links.tsx';
import { Panel } from '../../components/panel.ts';
import { StopNotice } from './tool-styles.ts';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const rules = SPENDING_PLAN_RULES;
const houseEdge = (100 - rules.rtpPercent) / 100;

const fields: ReadonlyArray<{ field: SpendingPlanField; label: string; hint: string; placeholder: string }> = [
  { field: 'monthlyIncome', label: 'Aylık net gelir (TL)', hint: 'Maaş ve düzenli diğer gelirleriniz, vergiler düşülmüş olarak.', placeholder: 'ör. 30.000' },
  { field: 'fixedCosts', label: 'Sabit giderler (TL)', hint: 'Kira, faturalar, kredi ve borç ödemeleri, mutfak, ulaşım ve birikim.', placeholder: 'ör. 17.000' },
  { field: 'sharePercent', label: 'Eğlence payı (%)', hint: 'Giderlerden sonra kalan paranın yüzde kaçını şans oyunlarına ayırıyorsunuz?', placeholder: 'ör. 4' },
  { field: 'bet', label: 'Dönüş başına bahis (TL)', hint: 'Bir slot dönüşüne ya da tek bir bahse koyduğunuz tutar.', placeholder: 'ör. 2' },
];

function PlanFigures({ plan, bet }: { plan: SpendingPlan; bet: number }) {
  return (
    <>
      <Figures>
        <dt>Aylık kayıp sınırı</dt>
        <dd>{formatMoney(plan.monthlyLimit)}</dd>
        <dt>Haftalık kayıp sınırı</dt>
        <dd>{formatMoney(plan.weeklyLimit)}</dd>
        <dt>Oturum süresi sınırı</dt>
        <dd>{`${formatInteger(plan.sessionMinutes)} dakika`}</dd>
        <dt>{`${formatMoney(bet)} bahisle aylık sınır`}</dt>
        <dd>{`${formatInteger(plan.monthlySpins)} dönüş`}</dd>
        <dt>{`${formatMoney(bet)} bahisle haftalık sınır`}</dt>
        <dd>{`${formatInteger(plan.weeklySpins)} dönüş`}</dd>
      </Figures>
      <p>
        Haftalık sınıra geldiğinizde o hafta oyunu bitirin; kaybı geri kazanmak için ek para yatırmayın. Sınırı
        casinodaki yatırım limiti aracına da girin.
      </p>
      {plan.weeklySpins === 0 && (
        <StopNotice>
          <p>
            Seçtiğiniz bahis haftalık sınırınızdan büyük: tek bir dönüş bile bu haftanın bütçesini aşar. Daha düşük bir
            bahis seçin ya da bu hafta oynamayın.
          </p>
        </StopNotice>
      )}
      {plan.monthlyLimit > plan.guidelineLimit && (
        <StopNotice>
          <p>
            {`Planınız, Düşük Riskli Kumar Rehberi'nin önerdiği aylık sınırın (gelirin %${rules.guidelineIncomePercent}'i, ${formatMoney(plan.guidelineLimit)}) üzerinde. Sınırınızı bu tutara ya da altına çekmeyi düşünün.`}
          </p>
        </StopNotice>
      )}
    </>
  );
}

/**
 * The spending-limit planner: a GET form whose inputs stay in the address, so a plan can be saved as a
 * link and works without scripts (the server renders the result); rendered in the browser, sending the form is a
 * client navigation to the same address. The rule is shared-data's `calculateSpendingPlan`; nothing is stored.
 */
export function SpendingPlannerPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const asked = hasSpendingQuery(params);
  const input = spendingInputFromQuery(params);
  const result = asked ? calculateSpendingPlan(input) : null;
  const plan = result?.kind === 'plan' ? result : null;
  const refused = result?.kind === 'invalid' ? result : null;
  const message = refused && spendingPlanMessage(refused);
  const errorOf = (field: SpendingPlanField) => (refused?.field === field ? message : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(`${paths.spendingPlanner}?${formFields(event.currentTarget).toString()}`, { preventScrollReset: true });
  };

  return (
    <article>
      <PageMeta
        title="Bütçe Planlayıcı: Aylık ve Haftalık Kayıp Sınırınızı Belirleyin"
        description="Gelirinize ve sabit giderlerinize göre şans oyunları için aylık ve haftalık kayıp sınırınızı, oturum süresi sınırınızı ve bu sınırın seçtiğiniz bahisle kaç dönüşe denk geldiğini hesaplayın."
        jsonLd={(origin) => breadcrumbLd([
          { name: 'Sorumlu Oyun', path: paths.responsibleGaming },
          { name: 'Bütçe Planlayıcı', path: paths.spendingPlanner },
        ], origin)}
      />
      <PageHeading>
        <h1>Bütçe Planlayıcı</h1>
        <p>
          Oynamadan önce ne kadar kaybetmeyi göze alabileceğinize karar verin. Gelirinizi, sabit giderlerinizi ve kalan
          paranın ne kadarını şans oyunlarına ayırdığınızı girin: planlayıcı aylık ve haftalık kayıp sınırınızı, bir
          oturumun süresini ve bu sınırın kaç dönüşe yettiğini gösterir.
        </p>
      </PageHeading>
      <p>
        Girdiğiniz tutarlar saklanmaz; yalnızca bu sayfanın adresinde durur. Planınızı saklamak isterseniz sonucu gösteren
        adresi yer imlerine ekleyin.
      </p>
      <form method="get" action={paths.spendingPlanner} onSubmit={onSubmit}>
        <Fields>
          {fields.map(({ field, ...rest }) => {
            const key = SPENDING_QUERY_KEYS[field];
            const value = params.get(key) ?? '';
            return <PlanField key={key} name={key} value={value} error={errorOf(field)} {...rest} />;
          })}
        </Fields>
        <PrimaryButton type="submit">Planı Hesapla</PrimaryButton>
      </form>
      <Panel aria-labelledby={`${id}-plan`}>
        <h2 id={`${id}-plan`}>Planınız</h2>
        <div role="status" data-testid="spending-plan">
          {!asked && <p>Sonuç için dört alanı doldurup &apos;Planı Hesapla&apos;ya basın.</p>}
          {refused && <p>Planı hesaplamak için işaretli alanı düzeltin: {message}</p>}
          {plan && <PlanFigures plan={plan} bet={input.bet ?? 0} />}
        </div>
      </Panel>
      <Panel aria-labelledby={`${id}-nasil`}>
        <h2 id={`${id}-nasil`}>Sınırlar nasıl hesaplanır?</h2>
        <ul>
          <li>Aylık kayıp sınırı = (aylık gelir − sabit giderler) × eğlence payı ÷ 100.</li>
          <li>{`Haftalık kayıp sınırı = aylık sınır × 12 ÷ ${rules.weeksPerYear} (bir yılda ${rules.weeksPerYear} hafta vardır).`}</li>
          <li>
            Dönüş sayısı = sınır ÷ dönüş başına bahis, aşağı yuvarlanır: her dönüşü kaybettiğinizde sınırın kaç dönüşe
            yettiğini gösterir.
          </li>
          <li>
            {`Oturum süresi: haftada tek bir oturum oynadığınızı varsayarız (Düşük Riskli Kumar Rehberi ayda en fazla 4 gün oynamayı önerir). Bir slot saatte yaklaşık ${formatInteger(rules.spinsPerHour)} kez döner (${3600 / rules.spinsPerHour} saniyede bir); RTP değeri %${rules.rtpPercent} olan bir oyunda bu, saatte ortalama bahis × ${formatInteger(rules.spinsPerHour)} × ${formatNumber(houseEdge, 2)} kayıp demektir. Oturum süresi, bu ortalama kaybın haftalık sınırınıza ulaştığı süredir; dakikaya aşağı yuvarlanır ve en fazla ${rules.maxSessionMinutes} dakikadır, çünkü uzun oturumlar kararları yorgunluğa ve öfkeye bırakır. Ortalama bir beklentidir: şansa göre sınıra çok daha erken de ulaşabilirsiniz.`}
          </li>
          <li>
            {`Karşılaştırma: Kanada'nın Düşük Riskli Kumar Rehberi (Lower-Risk Gambling Guidelines, 2021), ayda vergi öncesi hane gelirinin %${rules.guidelineIncomePercent}'inden fazlasıyla oynamamayı önerir; planınız girdiğiniz gelirin %${rules.guidelineIncomePercent}'ini aşarsa bunu söyleriz.`}
          </li>
        </ul>
        <p>
          {`Örnek: 30.000 TL gelir, 17.000 TL sabit gider, %4 pay ve 2 TL bahis. Aylık sınır 13.000 × 0,04 = 520 TL, haftalık sınır 520 × 12 ÷ 52 = 120 TL; 2 TL ile ayda 260, haftada 60 dönüş. Saatte ortalama kayıp 2 × 600 × 0,04 = 48 TL, yani 120 TL iki buçuk saatte biter: oturum sınırı ${rules.maxSessionMinutes} dakikadır.`}
        </p>
      </Panel>
      <Panel aria-labelledby={`${id}-destek`}>
        <h2 id={`${id}-destek`}>Destek ve okumalar</h2>
        <HelpLines />
        <GuideLinks tool="spendingPlanner" />
      </Panel>
    </article>
  );
}
