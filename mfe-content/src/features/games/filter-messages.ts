import type { GameFilterIssue } from 'shared-data';

/** A value as the reader gave it, cut short: an address can hold any length of text. */
function quoted(raw: string): string {
  const text = raw.trim();
  return `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;
}

/** Why a filter of the games list was not applied, in Turkish, naming the control the reader sees. */
export function filterIssueMessage({ key, raw, error }: GameFilterIssue): string {
  switch (error.code) {
    case 'badRtp':
      return `RTP için ${key === 'rtpMin' ? 'en az' : 'en çok'} değeri ${quoted(raw)} bir sayı değil. 0 ile 100 arasında bir yüzde yazın, örneğin 96,5.`;
    case 'badVolatility':
      return `Volatilite ${quoted(raw)} tanınmadı. Düşük, Orta, Yüksek veya Çok Yüksek seçin.`;
    case 'featureTooLong':
      return `Özellik adı en fazla ${error.max} karakter olabilir. Listeden bir özellik seçin.`;
    case 'unknownFeature':
      return `${quoted(raw)} özelliğine sahip oyun yok. Listeden bir özellik seçin.`;
    case 'badYear':
      return `Yıl ${quoted(raw)} geçerli değil. Dört haneli bir yıl seçin, örneğin 2021.`;
    case 'badSort':
      return `Sıralama ${quoted(raw)} tanınmadı. Ada, RTP'ye veya yıla göre sıralayabilirsiniz.`;
  }
}
