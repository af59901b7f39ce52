// Placeholder while the page is written (issue 17); replaced before it ships.
export function DutchingPage() {
  return <h1>Dutching Hesaplayıcı</h1>;
}
