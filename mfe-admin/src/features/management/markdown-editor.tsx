import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Field, FieldError, fieldA11y } from '../../components/cms-form.tsx';
import type { MarkdownView } from './markdown-codemirror.ts';
import { MarkdownPreview } from './markdown-preview.tsx';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

/*
 * As tall as its text, like the editor that takes its place (which grows with its text): a fixed height let the
 * editor push the rest of the form down as it arrived, under a pointer about to press "Kaydet".
 */
const Plain = styled.textarea`
  field-sizing: content;
  min-height: 320px;
  resize: vertical;
  line-height: 1.6;
`;

const Host = styled.div<{ $active: boolean }>`
  display: ${({ $active }) => ($active ? 'block' : 'none')};
  min-height: 320px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  &[data-invalid='true'] { border-color: ${({ theme }) => theme.colors.dangerBorder}; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/**
 * CodeMirror measures text through Range.getClientRects. Where the platform lacks it (jsdom in tests, a very old
 * engine) the plain textarea stays: it edits the same value, only without highlighting.
 */
function canEnhance(): boolean {
  return typeof document !== 'undefined' && typeof document.createRange().getClientRects === 'function';
}

export interface MarkdownEditorProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Ids of more text that describes the field (a hint). */
  describedBy?: string;
  /** Warnings of the form's own about the text, shown with the preview's (MarkdownPreview). */
  check?: (markdown: string) => string[];
}

/**
 * A Markdown field: a labelled CodeMirror editor with a live preview beside it. CodeMirror is loaded only when the
 * field is first shown; until then a plain textarea with the same label edits the same value, and the editor takes
 * over its text, cursor and focus, so nothing typed meanwhile is lost.
 */
export function MarkdownEditor({ id, label, value, onChange, error, describedBy, check }: MarkdownEditorProps) {
  const theme = useTheme();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const a11y = fieldA11y(errorId, error, describedBy);
  const described = a11y['aria-describedby'];
  const attributes = useMemo(() => {
    const next: Record<string, string> = { id, 'aria-labelledby': labelId, 'aria-invalid': error ? 'true' : 'false' };
    if (described) next['aria-describedby'] = described;
    return next;
  }, [id, labelId, error, described]);
  const hostRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const viewRef = useRef<MarkdownView | null>(null);
  // What the editor reads when it arrives, and its change handler, always the latest without recreating it.
  const latest = useRef({ value, onChange, attributes });
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    latest.current = { value, onChange, attributes };
  });

  useEffect(() => {
    if (!canEnhance()) return;
    let cancelled = false;
    import('./markdown-codemirror.ts').then(
      ({ createMarkdownView }) => {
        const parent = hostRef.current;
        if (cancelled || !parent) return;
        const textarea = textareaRef.current;
        const hadFocus = textarea !== null && textarea === document.activeElement;
        viewRef.current = createMarkdownView({
          parent,
          doc: latest.current.value,
          attributes: latest.current.attributes,
          selection: { anchor: textarea?.selectionStart ?? 0, head: textarea?.selectionEnd ?? 0 },
          theme,
          onChange: (doc) => latest.current.onChange(doc),
        });
        setEnhanced(true);
        if (hadFocus) viewRef.current.focus();
      },
      // The chunk did not load (offline, a new deployment): the textarea keeps working.
      () => undefined,
    );
    return () => {
      cancelled = true;
      viewRef.current?.destroy();
      viewRef.current = null;
    };
  }, [theme]);

  useEffect(() => viewRef.current?.setDoc(value), [value, enhanced]);
  useEffect(() => viewRef.current?.setAttributes(attributes), [attributes, enhanced]);

  return (
    <Layout>
      <Field>
        {/* Once CodeMirror is in, its content element is named by this label through aria-labelledby. */}
        <label id={labelId} htmlFor={enhanced ? undefined : id} onClick={() => viewRef.current?.focus()}>
          {label}
        </label>
        {!enhanced && (
          <Plain
            ref={textareaRef}
            id={id}
            value={value}
            spellCheck
            onChange={(event) => onChange(event.target.value)}
            {...a11y}
          />
        )}
        <Host ref={hostRef} $active={enhanced} data-invalid={error ? 'true' : undefined} />
        <FieldError id={errorId} message={error} />
      </Field>
      <MarkdownPreview markdown={value} check={check} />
    </Layout>
  );
}
