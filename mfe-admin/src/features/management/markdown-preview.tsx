import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { adminApiUrl, type PreviewRequest, type PreviewResult } from '../../../server/contract.ts';
import { failureMessage, jsonBody, request, useSessionEndedCheck } from '../../lib/cms-request.ts';

/** Long enough that a typist's pauses between words do not each cost a request. */
export const PREVIEW_DELAY_MS = 400;

const PREVIEW_FAILED = 'Önizleme oluşturulamadı. Metniniz korunuyor; yazmaya devam ettiğinizde yeniden denenecek.';

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
`;

const Rendered = styled.div`
  height: 320px;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  a { color: ${({ theme }) => theme.colors.link}; }
  img { max-width: 100%; height: auto; }
  > :first-child { margin-top: 0; }
`;

const Notes = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  ul { margin: 0; padding-inline-start: ${({ theme }) => theme.space.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
`;

type Shown = { html: string; warnings: string[]; failure: string | null };

/**
 * 'Önizleme': the Markdown as the public page will show it, rendered by the server a moment after typing stops.
 * A newer text aborts the request of an older one. A failure keeps the last good preview and says so. `check` adds
 * warnings of its own about the same text (a casino review against the form's terms), listed with the server's.
 */
export function MarkdownPreview({ markdown, check }: { markdown: string; check?: (markdown: string) => string[] }) {
  const headingId = useId();
  const isSessionEnd = useSessionEndedCheck();
  const [shown, setShown] = useState<Shown>({ html: '', warnings: [], failure: null });
  // The text as of the last pause in typing: what `check` reads, so its warnings change with the preview's.
  const [settled, setSettled] = useState('');
  const warnings = [...shown.warnings, ...(check && settled.trim() !== '' ? check(settled) : [])];

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSettled(markdown);
      if (markdown.trim() === '') {
        setShown({ html: '', warnings: [], failure: null });
        return;
      }
      const body: PreviewRequest = { markdown };
      request<PreviewResult>(adminApiUrl('preview'), { ...jsonBody('POST', body), signal: controller.signal }).then(
        (result) => setShown({ html: result.html, warnings: result.warnings, failure: null }),
        (error: unknown) => {
          if (controller.signal.aborted || isSessionEnd(error)) return;
          setShown((previous) => ({ ...previous, failure: failureMessage(error, PREVIEW_FAILED) }));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, isSessionEnd]);

  return (
    <Region aria-labelledby={headingId}>
      <h3 id={headingId}>Önizleme</h3>
      {/* The server renders the Markdown and sanitises the HTML (the same pipeline as the public page) before it
          answers, so it is safe to insert here. */}
      {/* Scrolls on its own, so it takes focus: a keyboard user scrolls a long preview with the arrow keys. */}
      <Rendered tabIndex={0} role="region" aria-label="Önizleme içeriği" dangerouslySetInnerHTML={{ __html: shown.html }} />
      <Notes role="status">
        {shown.failure && <p>{shown.failure}</p>}
        {warnings.length > 0 && (
          <ul>
            {warnings.map((warning, index) => (
              <li key={`${index} ${warning}`}>{warning}</li>
            ))}
          </ul>
        )}
      </Notes>
    </Region>
  );
}
