import { paths } from 'shared-data';
import { Link, PageMeta } from 'shared-data/react';

export function UnknownCalculator() {
  return (
    <section>
      <PageMeta title="Hesaplayıcı Bulunamadı" description="Aradığınız hesaplayıcı bulunamadı." noindex />
      <h1>Hesaplayıcı Bulunamadı</h1>
      <p>Hesaplayıcı bulunamadı.</p>
      <p>
        <Link to={paths.calculators}>Tüm Hesaplayıcılara Geri Dön</Link>
      </p>
    </section>
  );
}
