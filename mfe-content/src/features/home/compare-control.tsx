/**
 * The cards' 'Karşılaştır' control: a checkbox of a GET form to the comparison page, so that ticking 2 to 4 cards and
 * sending the form opens `/karsilastir?casino=a&casino=b` without any script. The form itself is `CompareForm`,
 * placed once after the cards; each checkbox joins it through its `form` attribute.
 */
import { COMPARE_MAX, COMPARE_MIN, paths, queryKeys } from 'shared-data';
import styled from 'styled-components';
import { PrimaryButton } from '../../components/layout.tsx';

export const COMPARE_FORM_ID = 'karsilastirma-formu';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  font-weight: 600;
  cursor: pointer;
  input { width: 1.25rem; height: 1.25rem; accent-color: ${({ theme }) => theme.colors.accent}; }
`;

export function CompareCheckbox({ slug, name }: { slug: string; name: string }) {
  return (
    <Label>
      <input type="checkbox" name={queryKeys.compare} value={slug} form={COMPARE_FORM_ID} />
      Karşılaştır<span className="visually-hidden"> {name}</span>
    </Label>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function CompareForm() {
  return (
    <Form id={COMPARE_FORM_ID} action={paths.comparison([])} method="get">
      <PrimaryButton type="submit">Seçilenleri Karşılaştır</PrimaryButton>
      <p>
        Yan yana görmek için {COMPARE_MIN} ile {COMPARE_MAX} arasında casino seçin.
      </p>
    </Form>
  );
}
