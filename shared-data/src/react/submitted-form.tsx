/**
 * A form the reader POSTed to the page's own address, as the server renders its answer (the route table's
 * `acceptsForm`). The page reads the fields to show what was sent and its result; in the browser there is none: a
 * page rendered there handles its form itself.
 */
import { createContext, useContext, type ReactNode } from 'react';

const SubmittedFormContext = createContext<URLSearchParams | null>(null);

/** Gives the POSTed fields to the page below (the shell's server entry). */
export function SubmittedFormProvider({ form, children }: { form: URLSearchParams | null; children: ReactNode }) {
  return <SubmittedFormContext value={form}>{children}</SubmittedFormContext>;
}

/** The fields POSTed to this page, or null when the page was not rendered as the answer to a form. */
export const useSubmittedForm = (): URLSearchParams | null => useContext(SubmittedFormContext);
