// Placeholder while the page is written (issue 17); replaced before it ships.
export function FairOddsPage() {
  return <h1>Adil Oran (Marj Kaldırma) Hesaplayıcı</h1>;
}
