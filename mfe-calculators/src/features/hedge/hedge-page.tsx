// Placeholder while the page is written (issue 17); replaced before it ships.
export function HedgePage() {
  return <h1>Hedge (Pozisyon Kapatma) Hesaplayıcı</h1>;
}
