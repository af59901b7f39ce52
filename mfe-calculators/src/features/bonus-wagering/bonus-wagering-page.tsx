// Placeholder while the page is written (issue 17); replaced before it ships.
export function BonusWageringPage() {
  return <h1>Bonus Çevrim Hesaplayıcı</h1>;
}
