import styled from 'styled-components';
import { PageMeta } from './page-meta.tsx';

const Box = styled.section`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
`;

/** A section that exists and is routed but whose pages are still being written. */
export function PreparingSection({ title }: { title: string }) {
  return (
    <Box>
      <PageMeta title={title} description={`${title} bölümü hazırlanıyor.`} />
      <h1>{title}</h1>
      <p>Bu bölüm hazırlanıyor. Çok yakında burada olacak.</p>
    </Box>
  );
}
