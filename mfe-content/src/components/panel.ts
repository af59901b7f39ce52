import styled from 'styled-components';

/** A block of the responsible-gaming pages (the tools and the info page): a bordered surface. */
export const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 48rem;
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.xl}; }
  h3 { margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.lg}; }
  p, ul { margin: ${({ theme }) => theme.space.sm} 0; }
  li { margin: ${({ theme }) => theme.space.xs} 0; }
`;
