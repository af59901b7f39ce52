/** The score model's rules in words, with a worked example a reader can redo by hand. */
export function ScoreModelFormula() {
  return (
    <>
      <p>
        Ev sahibinin golleri ortalaması λ (ev sahibi xG), deplasmanınki ortalaması μ (deplasman xG) olan iki bağımsız
        Poisson dağılımıyla modellenir: ev sahibinin tam i gol atma olasılığı e<sup>−λ</sup> × λ<sup>i</sup> ÷ i!.
        i–j skorunun olasılığı iki takımın olasılıklarının çarpımıdır. Dixon–Coles düzeltmesi yalnızca dört düşük
        skoru τ katsayısıyla çarpar: 0–0 için 1 − λμρ, 0–1 için 1 + λρ, 1–0 için 1 + μρ, 1–1 için 1 − ρ; diğer
        skorlar değişmez ve toplam yine %100 olur. ρ = 0 düz Poisson’dur; katsayılardan biri eksiye düşecekse ρ
        kabul edilmez.
      </p>
      <p>
        Maç sonucu olasılıkları ilgili skorların toplamıdır (ev sahibi kazanır: i &gt; j; beraberlik: i = j;
        deplasman kazanır: i &lt; j). 2,5 alt, toplam golü 0, 1 ya da 2 olan skorların toplamıdır; 2,5 üst = 1 − 2,5
        alt. KG Var, iki takımın da en az bir gol attığı skorların toplamıdır. Adil oran = 1 ÷ olasılık; bahisçi
        oranına karşı avantaj = olasılık × bahisçi oranı − 1.
      </p>
      <p>
        Örnek: λ = μ = 1, ρ = 0. 0–0: e<sup>−1</sup> × e<sup>−1</sup> = 0,3679 × 0,3679 = %13,53. 2–1: (e
        <sup>−1</sup> × 1² ÷ 2!) × (e<sup>−1</sup> × 1) = 0,1839 × 0,3679 = %6,77. Toplam gol Poisson(2) olur: 2,5
        alt = e<sup>−2</sup> × (1 + 2 + 2²÷2) = 0,1353 × 5 = %67,67. KG Var = (1 − e<sup>−1</sup>)² = 0,6321² =
        %39,96.
      </p>
      <p>
        Aynı maçta ρ = −0,1 ile 0–0’ın katsayısı 1 − 1 × 1 × (−0,1) = 1,1 olur: %13,53 × 1,1 = %14,89; 1–0’ınki 1 +
        1 × (−0,1) = 0,9: %13,53 × 0,9 = %12,18. Bir sonucun olasılığı %40, bahisçi oranı 2,80 ise adil oran 1 ÷
        0,40 = 2,50, avantaj 0,40 × 2,80 − 1 = +%12.
      </p>
    </>
  );
}
