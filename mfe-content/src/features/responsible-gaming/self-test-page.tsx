import { useId, useState, type FormEvent } from 'react';
import { breadcrumbLd, paths } from 'shared-data';
import { PageMeta, useSubmittedForm } from 'shared-data/react';
import {
  readSelfTestForm,
  scoreSelfTest,
  selfTestField,
  selfTestScores,
  type SelfTestOutcome,
  type SelfTestScore,
} from 'shared-data/responsible-gaming';
import styled from 'styled-components';
import { PageHeading, PrimaryButton } from '../../components/layout.tsx';
import { SelfTestResult } from './self-test-result.tsx';
import { selfTestAnswerLabels, selfTestBandNames, selfTestQuestions } from './self-test-wording.ts';
import { Panel } from '../../components/panel.ts';
import { FieldError, Status } from './tool-styles.ts';

/** Where the result (or what is left to answer) is: the form posts to it, so the answer page opens there. */
const RESULT_ANCHOR = 'sonuc';

const Question = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 48rem;
  legend { padding: 0 ${({ theme }) => theme.space.xs}; font-weight: 700; }
  &[data-missing] { border-color: ${({ theme }) => theme.colors.dangerBorder}; }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.sm};
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; min-height: 2.75rem; cursor: pointer; }
  input { width: 1.25rem; height: 1.25rem; accent-color: ${({ theme }) => theme.colors.accent}; }
`;

function statusText(outcome: SelfTestOutcome | null): string {
  if (!outcome) return '';
  if (outcome.kind === 'result') return `Toplam puanınız 27 üzerinden ${outcome.total}: ${selfTestBandNames[outcome.band]}.`;
  const numbers = outcome.questions.map((question) => question + 1).join(', ');
  const one = outcome.questions.length === 1;
  return `${one ? 'Yanıtlanmamış soru' : 'Yanıtlanmamış sorular'}: ${numbers}. Verdiğiniz yanıtlar korundu; sonucu görmek için ${one ? 'bu soruyu' : 'bu soruları'} da yanıtlayın.`;
}

/**
 * The self-test: the nine PGSI questions and their result. Without scripts, and on the first load, the
 * form posts to the server, which renders this page with the posted answers (`useSubmittedForm`); rendered in the
 * browser, the page computes the result in place. Nothing is stored anywhere, and the answers never enter a URL.
 */
export function SelfTestPage() {
  const submitted = useSubmittedForm();
  const [answers, setAnswers] = useState(() => readSelfTestForm(submitted));
  const [outcome, setOutcome] = useState<SelfTestOutcome | null>(() => (submitted ? scoreSelfTest(readSelfTestForm(submitted)) : null));
  const id = useId();
  const errorId = (question: number) => `${id}-soru-${question + 1}-hata`;

  const choose = (question: number, score: SelfTestScore) => setAnswers((current) => current.map((s, i) => (i === question ? score : s)));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = scoreSelfTest(answers);
    setOutcome(next);
    if (next.kind === 'unanswered') {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${selfTestField(next.questions[0] ?? 0)}"]`)?.focus();
    }
  };
  const missing = (question: number) => outcome?.kind === 'unanswered' && outcome.questions.includes(question) && answers[question] === null;

  return (
    <article>
      <PageMeta
        title="Kendini Test Et: Kumar Alışkanlığınızı Değerlendirin"
        description="Sorunlu Kumar Şiddet Endeksi'ne (PGSI) dayanan dokuz soruluk öz değerlendirme: son 12 ayınızı yanıtlayın, puanınızı ve risk düzeyinizi görün. Yanıtlarınız hiçbir yerde saklanmaz."
        jsonLd={(origin) => breadcrumbLd([
          { name: 'Sorumlu Oyun', path: paths.responsibleGaming },
          { name: 'Kendini Test Et', path: paths.selfTest },
        ], origin)}
      />
      <PageHeading>
        <h1>Kendini Test Et</h1>
        <p>
          Aşağıdaki dokuz soruyu son 12 ayı düşünerek yanıtlayın ve &apos;Sonucu Göster&apos;e basın. Test bir tanı
          değildir; oyunun hayatınızdaki yerini dürüstçe görmenize yardım eder.
        </p>
      </PageHeading>
      <p>
        <strong>Yanıtlarınız saklanmaz:</strong> hiçbir kayıt tutulmaz; yanıtlar adres çubuğuna yazılmaz, çereze
        kaydedilmez ve istatistiklerde kullanılmaz. Sayfadan ayrıldığınızda yanıtlarınız da gider.
      </p>
      <form method="post" action={`${paths.selfTest}#${RESULT_ANCHOR}`} onSubmit={onSubmit}>
        {selfTestQuestions.map((question, index) => (
          <Question key={question} data-missing={missing(index) ? '' : undefined}>
            <legend>{`${index + 1}. ${question}`}</legend>
            {missing(index) && <FieldError id={errorId(index)}>Bu soruyu yanıtlamadınız: lütfen bir seçenek işaretleyin.</FieldError>}
            <Choices>
              {selfTestScores.map((score) => (
                <label key={score}>
                  <input
                    type="radio"
                    name={selfTestField(index)}
                    value={score}
                    checked={answers[index] === score}
                    onChange={() => choose(index, score)}
                    aria-describedby={missing(index) ? errorId(index) : undefined}
                  />
                  {selfTestAnswerLabels[score]}
                </label>
              ))}
            </Choices>
          </Question>
        ))}
        <div id={RESULT_ANCHOR}>
          <PrimaryButton type="submit">Sonucu Göster</PrimaryButton>
          <Status role="status">{statusText(outcome)}</Status>
        </div>
      </form>
      {outcome?.kind === 'result' && <SelfTestResult total={outcome.total} band={outcome.band} />}
      <Panel aria-labelledby={`${id}-hakkinda`}>
        <h2 id={`${id}-hakkinda`}>Bu test nasıl puanlanır?</h2>
        <p>
          Her yanıtın bir puanı vardır: Hiçbir zaman 0, Bazen 1, Çoğu zaman 2, Neredeyse her zaman 3. Dokuz sorunun
          toplamı 0 ile 27 arasındadır ve endeksin yayımlanmış aralıklarına göre yorumlanır: 0 puan &apos;Sorun yok&apos;,
          1–2 puan &apos;Düşük risk&apos;, 3–7 puan &apos;Orta risk&apos;, 8 ve üzeri &apos;Sorunlu kumar&apos;.
        </p>
        <p>
          Sorular, Sorunlu Kumar Şiddet Endeksi&apos;nin (Problem Gambling Severity Index, PGSI) dokuz maddesinin kendi
          Türkçe ifademizdir. Kaynak: Ferris, J. ve Wynne, H. (2001). <cite>The Canadian Problem Gambling Index: Final
          Report</cite>. Ottawa: Canadian Centre on Substance Abuse (Kanada Madde Bağımlılığı Merkezi).
        </p>
      </Panel>
    </article>
  );
}
