import { Link } from 'react-router-dom';
import { paths } from 'shared-data';
import { PageMeta } from 'shared-data/react';
import styled from 'styled-components';

const Wrap = styled.section`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  text-align: center;
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.md}; justify-content: center; }
`;

export function NotFoundPage() {
  return (
    <Wrap>
      <PageMeta title="Sayfa Bulunamadı" description="Aradığınız sayfa bulunamadı. Ana sayfaya ya da popüler bölümlere dönebilirsiniz." noindex bareTitle />
      <h1>Sayfa Bulunamadı</h1>
      <p>Aradığınız sayfa taşınmış, adı değişmiş ya da hiç var olmamış olabilir.</p>
      <ul>
        <li><Link to={paths.home}>Ana Sayfa</Link></li>
        <li><Link to={paths.games}>Oyunlar</Link></li>
        <li><Link to={paths.blog}>Blog</Link></li>
        <li><Link to={paths.tactics}>Kazanma Taktikleri</Link></li>
      </ul>
    </Wrap>
  );
}

/** What a page that failed to render shows instead (see RouteErrorBoundary), in place of the whole page. */
export function RouteErrorPage() {
  return (
    <Wrap role="alert">
      <h1>Beklenmeyen bir hata oluştu</h1>
      <p>Sayfa gösterilirken bir sorun çıktı. Sayfayı yenileyebilir ya da ana sayfaya dönebilirsiniz.</p>
      <p><a href={paths.home}>Ana sayfaya dön</a></p>
    </Wrap>
  );
}
