/**
 * A form's text fields as a query, in the browser: what its submission would send (files left out), with the
 * submitter's own name and value when it has them. GET forms handed to the client router, a page's own form sent
 * in place, and a POSTed form's answer read back from the page all read their fields this way.
 */
export function formFields(form: HTMLFormElement, submitter: HTMLElement | null = null): URLSearchParams {
  const fields = new FormData(form, submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
  const query = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === 'string') query.append(name, value);
  return query;
}
