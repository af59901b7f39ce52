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

interface ImageProps {
  src: string;
  alt: string;
  kind: 'logo' | 'cover';
  /** Above-the-fold images load at once; the rest lazily. */
  eager?: boolean;
  /** The page's main image (its likely LCP): fetched ahead of the others. One per page. */
  priority?: boolean;
  className?: string;
}

/** An image that reserves its space (width, height, aspect ratio) so nothing shifts when it arrives. */
export function Image({ src, alt, kind, eager = false, priority = false, className }: ImageProps) {
  const { width, height } = imageSizes[kind];
  return (
    <Img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      $ratio={`${width} / ${height}`}
      $round={kind === 'logo'}
      loading={eager || priority ? 'eager' : 'lazy'}
      // The main image is painted with the frame it arrives for, not a frame later: it is the page's LCP.
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
