import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test-utils.tsx';
import { renderCms } from '../../cms-test-utils.tsx';
import { ImageField } from './image-field.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageField id="kapak" label="Kapak görseli" value={value} onChange={setValue} kind="cover" error={error} />;
}

const png = (name = 'şeker diyarı.png', bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const fileInput = () => screen.getByLabelText('Görsel yükle');
const addressInput = () => screen.getByRole('textbox', { name: 'Kapak görseli' });
const uploaded = {
  hash: '0123456789abcdef',
  url: '/medya/0123456789abcdef-400.webp',
  width: 1200,
  height: 800,
  variants: [{ width: 400, height: 267, url: '/medya/0123456789abcdef-400.webp' }],
};

describe('ImageField', () => {
  it('shows the address in a labelled field and its thumbnail named by the label', async () => {
    const { user } = renderCms(<Harness initial="/images/eski.webp" />);
    expect(screen.getByRole('img', { name: 'Kapak görseli' }).getAttribute('src')).toBe('/images/eski.webp');
    await user.clear(addressInput());
    await user.type(addressInput(), 'https://cdn.example/yeni.webp');
    expect(screen.getByRole('img', { name: 'Kapak görseli' }).getAttribute('src')).toBe('https://cdn.example/yeni.webp');
  });

  it('marks the address invalid with the form\'s message, and says when it shows no image', () => {
    renderCms(<Harness initial="resim" error="Kapak görseli için / ile başlayan bir yol veya https:// ile başlayan bir adres girin." />);
    expect(addressInput().getAttribute('aria-invalid')).toBe('true');
    const describedBy = addressInput().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Kapak görseli için / ile başlayan bir yol veya https:// ile başlayan bir adres girin.',
    );
    fireEvent.error(screen.getByRole('img', { name: 'Kapak görseli' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Bu adreste gösterilecek bir görsel bulunamadı.')).toBeVisible();
  });

  it('uploads the raw bytes with their type and name, then fills the field with the answered address', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'POST /api/admin/images?kind=cover': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const { user } = renderCms(<Harness />);
    const file = png();
    await user.upload(fileInput(), file);
    expect(screen.getByRole('status').textContent).toBe('Yükleniyor…');
    expect(fileInput()).toBeDisabled();
    expect(addressInput()).toBeDisabled();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'image/png', 'X-File-Name': '%C5%9Feker%20diyar%C4%B1.png' });
    finish(json(201, uploaded));
    await waitFor(() => expect(addressInput()).toHaveProperty('value', '/medya/0123456789abcdef-400.webp'));
    expect(screen.getByRole('status').textContent).toBe('Görsel yüklendi.');
    expect(fileInput()).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Kapak görseli' }).getAttribute('src')).toBe('/medya/0123456789abcdef-400.webp');
  });

  it.each([
    [400, { error: 'invalid', message: 'Görsel okunamadı; dosya bozuk olabilir.' }, 'Görsel okunamadı; dosya bozuk olabilir.'],
    [413, { error: 'invalid', message: 'Dosya 5 MB sınırını aşıyor.' }, 'Dosya 5 MB sınırını aşıyor.'],
    [413, undefined, 'Dosya 5 MB sınırını aşıyor.'],
    [500, { error: 'server_error', message: '' }, 'Görsel yüklenemedi. Lütfen tekrar deneyin.'],
  ])('shows the refusal of a %i next to the field and keeps the address', async (status, body, message) => {
    mockApi({ 'POST /api/admin/images?kind=cover': () => json(status, body) });
    const { user } = renderCms(<Harness initial="/images/eski.webp" />);
    await user.upload(fileInput(), png());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(addressInput()).toHaveProperty('value', '/images/eski.webp');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('refuses a file over 5 MB or of another type before uploading anything', async () => {
    const fetchMock = mockApi({});
    const { user } = renderCms(<Harness />);
    await user.upload(fileInput(), png('büyük.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('Dosya 5 MB sınırını aşıyor.');
    // The file picker would not offer a GIF (accept); dropped or pasted files can still arrive.
    fireEvent.change(fileInput(), { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Yalnızca PNG, JPEG veya WebP görseller yüklenebilir.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts exactly 5 MB', async () => {
    const fetchMock = mockApi({ 'POST /api/admin/images?kind=cover': () => json(201, uploaded) });
    const { user } = renderCms(<Harness />);
    await user.upload(fileInput(), png('tam.png', 5 * 1024 * 1024));
    await waitFor(() => expect(addressInput()).toHaveProperty('value', uploaded.url));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fileInput().getAttribute('accept')).toBe('image/png,image/jpeg,image/webp');
  });
});
