import type { FormEvent, ReactNode } from 'react';
import { paths, type CalculatorSlug } from 'shared-data';
import styled from 'styled-components';
import { ButtonRow, PrimaryButton } from './calculator-card.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

interface CalculatorFormProps {
  slug: CalculatorSlug;
  /** The submit button's text. */
  submitLabel?: string;
  /** A query entry the submit button sends itself: a list's count, which no field holds (the add buttons change it). */
  submitEntry?: { name: string; value: string };
  /**
   * Buttons that follow the submit button in its row. After it, not before: Enter in a field presses the form's first
   * submit button, and a list's add button is one too.
   */
  buttons?: ReactNode;
  children: ReactNode;
}

/** Once hydrated, the page computes as the reader types and keeps the query in step: sending changes nothing. */
const computedInPlace = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/**
 * A calculator's fields as a GET form to its own address, each control named by its query key. Before its code
 * arrives, or without scripts, the button (or Enter) asks the server, which renders the page from that query, result
 * included; the address it lands on is the shareable link.
 */
export function CalculatorForm({ slug, submitLabel = 'Hesapla', submitEntry, buttons, children }: CalculatorFormProps) {
  return (
    <Form method="get" action={paths.calculator(slug)} onSubmit={computedInPlace}>
      {children}
      <ButtonRow>
        <PrimaryButton type="submit" name={submitEntry?.name} value={submitEntry?.value}>
          {submitLabel}
        </PrimaryButton>
        {buttons}
      </ButtonRow>
    </Form>
  );
}
