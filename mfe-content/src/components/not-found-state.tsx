import { Link, PageMeta } from 'shared-data/react';
import styled from 'styled-components';

const Box = styled.section`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

interface NotFoundStateProps {
  /** Page title, e.g. 'Oyun Bulunamadı'. */
  title: string;
  description: string;
  /** The not-found message, e.g. 'Oyun bulunamadı.'. */
  message: string;
  backTo: string;
  backLabel: string;
}

/** What an unknown slug shows: the not-found title and message and a way back. */
export function NotFoundState({ title, description, message, backTo, backLabel }: NotFoundStateProps) {
  return (
    <Box>
      <PageMeta title={title} description={description} noindex bareTitle />
      <h1>{message}</h1>
      <p>Bağlantı eskimiş ya da adres yanlış yazılmış olabilir.</p>
      <Link to={backTo}>{backLabel}</Link>
    </Box>
  );
}
