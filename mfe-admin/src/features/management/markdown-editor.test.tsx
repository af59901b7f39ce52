import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test-utils.tsx';
import { renderCms } from '../../cms-test-utils.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { PREVIEW_DELAY_MS } from './markdown-preview.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <p id="govde-hint">Markdown kullanabilirsiniz.</p>
      <MarkdownEditor id="govde" label="Yazı metni" value={value} onChange={setValue} error={error} describedBy="govde-hint" />
      <output aria-label="value">{value}</output>
      <button type="button">Kaydet</button>
    </>
  );
}

const preview = () => within(screen.getByRole('region', { name: 'Önizleme' }));
const postedMarkdown = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { markdown: string }).markdown);

describe('MarkdownEditor', () => {
  it('is a labelled text box whose typing reaches the form, described by its hint', async () => {
    mockApi({ 'POST /api/admin/preview': () => json(200, { html: '', warnings: [] }) });
    const { user } = renderCms(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Yazı metni' });
    await user.type(box, '# Başlık');
    expect(screen.getByLabelText('value').textContent).toBe('# Başlık');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBe('govde-hint');
  });

  it('marks itself invalid and points at the error line', () => {
    mockApi({ 'POST /api/admin/preview': () => json(200, { html: '', warnings: [] }) });
    renderCms(<Harness initial="x" error="Yazı metni boş bırakılamaz." />);
    const box = screen.getByRole('textbox', { name: 'Yazı metni' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('govde-error govde-hint');
    expect(document.getElementById('govde-error')?.textContent).toBe('Yazı metni boş bırakılamaz.');
  });

  it('previews once typing stops: one request with the whole text, its HTML and its warnings shown', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/preview': () =>
        json(200, { html: '<h1>Başlık</h1><p><a href="/oyunlar/x">x</a></p>', warnings: ['Bağlantı bulunamadı: /oyunlar/x'] }),
    });
    const { user } = renderCms(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Yazı metni' }), '# Başlık');
    await waitFor(() => expect(preview().getByRole('heading', { name: 'Başlık' })).toBeVisible());
    expect(postedMarkdown(fetchMock)).toEqual(['# Başlık']);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, init?.credentials]).toEqual(['/api/admin/preview', 'POST', 'same-origin']);
    expect(preview().getByRole('status').textContent).toBe('Bağlantı bulunamadı: /oyunlar/x');
  });

  it('aborts an older preview when the text changes, and shows only the newer one', async () => {
    const signals: AbortSignal[] = [];
    const fetchMock = mockApi({
      'POST /api/admin/preview': (init) => {
        signals.push(init?.signal as AbortSignal);
        const { markdown } = JSON.parse(String(init?.body)) as { markdown: string };
        // The first answer never comes by itself: only the abort ends it.
        if (signals.length === 1) {
          return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
        }
        return json(200, { html: `<p>${markdown}</p>`, warnings: [] });
      },
    });
    const { user } = renderCms(<Harness initial="ilk" />);
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: 'Yazı metni' }), ' ikinci');
    await waitFor(() => expect(preview().getByText('ilk ikinci')).toBeVisible());
    expect(signals[0]?.aborted).toBe(true);
    expect(postedMarkdown(fetchMock)).toEqual(['ilk', 'ilk ikinci']);
    expect(preview().getByRole('status').textContent).toBe('');
  });

  it('keeps the text and the last preview when a preview fails, and says so in Turkish', async () => {
    let calls = 0;
    mockApi({
      'POST /api/admin/preview': () =>
        (calls += 1) === 1 ? json(200, { html: '<p>ilk hâli</p>', warnings: [] }) : json(503, { error: 'unavailable', message: '' }),
    });
    const { user } = renderCms(<Harness initial="ilk hâli" />);
    await waitFor(() => expect(preview().getByText('ilk hâli')).toBeVisible());
    await user.type(screen.getByRole('textbox', { name: 'Yazı metni' }), '!');
    await waitFor(() =>
      expect(preview().getByRole('status').textContent).toBe(
        'Önizleme oluşturulamadı. Metniniz korunuyor; yazmaya devam ettiğinizde yeniden denenecek.',
      ),
    );
    expect(preview().getByText('ilk hâli')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Yazı metni' })).toHaveProperty('value', 'ilk hâli!');
  });

  it('asks nothing of the server for an empty text', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = mockApi({});
      renderCms(<Harness />);
      await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS * 2));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(preview().getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MarkdownEditor with CodeMirror', () => {
  afterEach(() => {
    // Only these tests give jsdom the layout call CodeMirror needs.
    delete (Range.prototype as Partial<Range>).getClientRects;
  });

  it('takes over the text with a labelled CodeMirror editor that edits the same value, and Tab still leaves it', async () => {
    Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    mockApi({ 'POST /api/admin/preview': () => json(200, { html: '', warnings: [] }) });
    const { user } = renderCms(<Harness initial="**kalın**" error="Çok uzun." />);
    await waitFor(() => expect(document.querySelector('textarea')).toBeNull(), { timeout: 10_000 });
    const editor = screen.getByRole('textbox', { name: 'Yazı metni' });
    expect(editor.classList.contains('cm-content')).toBe(true);
    expect(editor.textContent).toBe('**kalın**');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(editor.getAttribute('aria-describedby')).toBe('govde-error govde-hint');
    editor.focus();
    // Typed where the cursor was (the start): the change reaches the form through onChange.
    await user.keyboard('x');
    expect(screen.getByLabelText('value').textContent).toBe('x**kalın**');
    // Tab leaves the editor for the next stop: the preview, which scrolls and so takes focus.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Önizleme içeriği' }));
  }, 15_000);
});
