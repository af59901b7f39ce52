import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.xxl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Wrap>
      <h1>{title}</h1>
      {children && <p>{children}</p>}
    </Wrap>
  );
}
