import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { BREAK_DAYS, BREAK_PATH, breakFields, OFFERS_SHOWN, type BreakDays, type OfferPolicy } from '../offer-policy.ts';
import { primaryActionStyles } from './field-styles.ts';
import { useLocationIfKnown } from './navigation.tsx';

export interface OfferPolicyValue {
  policy: OfferPolicy;
  /** Takes a break in place (the host POSTs the form and changes the policy), or null: the form is sent as it is. */
  takeBreak: ((days: BreakDays) => Promise<void>) | null;
}

const OfferPolicyContext = createContext<OfferPolicyValue>({ policy: OFFERS_SHOWN, takeBreak: null });

/** Gives the page's offer policy to everything below: the host fills it (the server's decision, then the reader's). */
export function OfferPolicyProvider({ value, children }: { value: OfferPolicyValue; children: ReactNode }) {
  return <OfferPolicyContext value={value}>{children}</OfferPolicyContext>;
}

/** What the page shows of the offers: with `shown` false, no call to action, no link to a casino, no offer popup. */
export const useOfferPolicy = (): OfferPolicy => useContext(OfferPolicyContext).policy;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  fieldset { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; margin: 0; padding: 0; border: 0; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; min-height: 2.75rem; }
  p { margin: 0; }
  button { ${primaryActionStyles}; align-self: flex-start; }
`;

/**
 * "Ara ver": the reader chooses 7, 30 or 90 days (7 is chosen already) and presses the button: two taps at most. A
 * POST form that the server answers with a redirect back to this page; with scripts, the host takes the break in
 * place. On a break it says when the break ends instead: the site offers no way to end it early.
 */
export function BreakSwitch({ headingLevel }: { headingLevel?: 2 | 3 }) {
  const { policy, takeBreak } = useContext(OfferPolicyContext);
  const location = useLocationIfKnown();
  const [failed, setFailed] = useState(false);
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  if (policy.breakUntil) {
    return (
      <p>
        Ara verdiniz: bu tarayıcıda bonus teklifleri ve casino bağlantıları <strong>{policy.breakUntil.text}</strong> tarihine
        kadar gösterilmiyor. Ara bu tarihten önce sitede kaldırılamaz.
      </p>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!takeBreak) return;
    const form = event.currentTarget;
    const days = Number(new FormData(form).get(breakFields.days));
    if (!BREAK_DAYS.some((d) => d === days)) return;
    event.preventDefault();
    takeBreak(days as BreakDays).catch(() => setFailed(true));
  };
  return (
    <Form method="post" action={BREAK_PATH} onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>Ara ver</Heading>
      <p>
        Bir süre bonus teklifi görmek istemiyorsanız ara verin: bu tarayıcıda seçtiğiniz süre boyunca hiçbir bonus
        düğmesi, casino bağlantısı ya da teklif penceresi gösterilmez. Ara yalnızca bu tarayıcıda geçerlidir ve
        çerezleri silerseniz sona erer; süresi dolmadan sitede kaldırılamaz.
      </p>
      <fieldset>
        <legend>Ara süresi</legend>
        {BREAK_DAYS.map((days, index) => (
          <label key={days}>
            <input type="radio" name={breakFields.days} value={days} defaultChecked={index === 0} />
            {days} gün
          </label>
        ))}
      </fieldset>
      {location && <input type="hidden" name={breakFields.back} value={`${location.pathname}${location.search}`} />}
      <button type="submit">Ara ver</button>
      {failed && <p role="alert">Ara şu anda kaydedilemedi. Lütfen sayfayı yenileyip yeniden deneyin.</p>}
    </Form>
  );
}
