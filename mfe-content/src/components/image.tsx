import { imageSizes } from 'shared-data/image-sizes';
import styled from 'styled-components';

const Img = styled.img<{ $ratio: string; $round?: boolean }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.md : '0')};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/**
 * When an image loads:
 * - 'main': the page's main image (its likely LCP), one per page: at once, ahead of the others, and painted with the
 *   frame it arrives for;
 * - 'first-screen': on the first screen (see `firstScreenCards`): at once;
 * - 'later': lazily, when the reader scrolls near it (Chromium starts 1250–2500 px ahead).
 */
export type ImageLoad = 'main' | 'first-screen' | 'later';

/** A list card's image: the first card's is the page's main image; the others on the first screen load at once. */
export function cardImageLoad(index: number, firstScreen: number): ImageLoad {
  if (index === 0) return 'main';
  return index < firstScreen ? 'first-screen' : 'later';
}

interface ImageProps {
  src: string;
  alt: string;
  kind: 'logo' | 'cover';
  load?: ImageLoad;
  className?: string;
}

/** An image that reserves its space (width, height, aspect ratio) so nothing shifts when it arrives. */
export function Image({ src, alt, kind, load = 'later', className }: ImageProps) {
  const { width, height } = imageSizes[kind];
  const main = load === 'main';
  return (
    <Img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      $ratio={`${width} / ${height}`}
      $round={kind === 'logo'}
      loading={load === 'later' ? 'lazy' : 'eager'}
      // The main image is painted with the frame it arrives for, not a frame later: it is the page's LCP.
      decoding={main ? 'sync' : 'async'}
      fetchPriority={main ? 'high' : undefined}
    />
  );
}
