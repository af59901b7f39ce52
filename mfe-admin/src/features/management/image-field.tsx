import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { adminApiUrl, type UploadedImage } from '../../../server/contract.ts';
import { ApiError } from '../../lib/api.ts';
import { Field, FieldError, StatusLine, TextField, fieldA11y } from '../../components/cms-form.tsx';
import { imageMessages } from '../../lib/messages.ts';
import { failureMessage, request, useSessionEndedCheck } from '../../lib/cms-request.ts';
import { UPLOAD_MAX_BYTES } from 'shared-data/cms';

/** The server's limits (shared-data/store/cms/images.ts), checked here first so a wrong file costs no upload. */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const UPLOAD_FAILED = 'Görsel yüklenemedi. Lütfen tekrar deneyin.';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  > div { flex: 1 1 16rem; display: grid; gap: ${({ theme }) => theme.space.sm}; }
`;

const Thumbnail = styled.img`
  width: 8rem;
  height: 5rem;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function fileProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return imageMessages.unsupported_type;
  if (file.size > UPLOAD_MAX_BYTES) return imageMessages.too_large;
  return null;
}

export interface ImageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Decides the sizes the server makes of an upload. */
  kind: 'cover' | 'logo' | 'body';
  error?: string;
}

/**
 * An image address, typed or set by uploading a file: the server converts the upload to WebP and answers its
 * address, which then fills the field. A thumbnail shows what the address points at.
 */
export function ImageField({ id, label, value, onChange, kind, error }: ImageFieldProps) {
  const isSessionEnd = useSessionEndedCheck();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  // The address whose image did not load, so a typo shows a note instead of a broken picture.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const fileId = `${id}-file`;
  const uploadErrorId = `${id}-upload-error`;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setUploaded(false);
    const problem = fileProblem(file);
    setUploadError(problem);
    if (problem) {
      input.value = '';
      return;
    }
    setUploading(true);
    try {
      const image = await request<UploadedImage>(`${adminApiUrl('images')}?kind=${kind}`, {
        method: 'POST',
        // The bytes go as they are; the name travels encoded, as a header takes only ASCII.
        headers: { 'Content-Type': file.type, 'X-File-Name': encodeURIComponent(file.name) },
        body: file,
      });
      onChange(image.url);
      setUploaded(true);
    } catch (failure) {
      if (!isSessionEnd(failure)) {
        // A 413 from a proxy in front of the server comes without our JSON body.
        const fallback = failure instanceof ApiError && failure.status === 413 ? imageMessages.too_large : UPLOAD_FAILED;
        setUploadError(failureMessage(failure, fallback));
      }
    } finally {
      setUploading(false);
      // Choosing the same file again (after fixing the problem elsewhere) must fire a change again.
      input.value = '';
    }
  };

  return (
    <Row>
      <div>
        <TextField
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          error={error}
          disabled={uploading}
          spellCheck={false}
          autoComplete="off"
        />
        <Field>
          <label htmlFor={fileId}>Görsel yükle</label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            disabled={uploading}
            onChange={(event) => void upload(event)}
            {...fieldA11y(uploadErrorId, uploadError ?? undefined)}
          />
          <FieldError id={uploadErrorId} message={uploadError} alert />
          <StatusLine role="status">{uploading ? 'Yükleniyor…' : uploaded ? 'Görsel yüklendi.' : ''}</StatusLine>
        </Field>
      </div>
      {value !== '' &&
        (brokenSrc === value ? (
          <Missing>Bu adreste gösterilecek bir görsel bulunamadı.</Missing>
        ) : (
          <Thumbnail src={value} alt={label} onError={() => setBrokenSrc(value)} />
        ))}
    </Row>
  );
}
