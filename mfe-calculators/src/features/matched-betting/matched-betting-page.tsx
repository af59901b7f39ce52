// Placeholder while the page is written (issue 17); replaced before it ships.
export function MatchedBettingPage() {
  return <h1>Eşleşen Bahis (Matched Betting) Hesaplayıcı</h1>;
}
