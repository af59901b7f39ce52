/** A passkey ceremony's failure in the operator's words: the browser's refusals by name, anything else as any call's. */
import { failureMessage } from './api.ts';

/** The browser's refusal in the operator's words: cancelled or timed out, or no passkey support at all. */
export function passkeyFailure(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'İşlem iptal edildi veya süresi doldu.';
  if (name === 'InvalidStateError') return 'Bu cihazdaki geçiş anahtarı bu hesaba zaten kayıtlı.';
  if (name === 'NotSupportedError' || /WebAuthn is not supported/i.test(error instanceof Error ? error.message : '')) {
    return 'Bu tarayıcı geçiş anahtarlarını desteklemiyor.';
  }
  return failureMessage(error, fallback);
}
