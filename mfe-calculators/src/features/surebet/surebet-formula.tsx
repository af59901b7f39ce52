import { FormulaDetails } from '../../components/calculator-card.tsx';

/** The surebet formula with a worked example; every figure below is worked out by hand. */
export function SurebetFormula() {
  return (
    <FormulaDetails>
      <summary>Formül ve örnek</summary>
      <p>
        Komisyon (c) net kazançtan kesilir, bu yüzden net oran e = 1 + (oran − 1) × (1 − c/100) olur. Toplam olasılık
        S = Σ 1/e; S 1&apos;in altındaysa arbitraj vardır. Her sonuca yatırım = toplam × (1/e) / S; hangi sonuç gelirse
        gelsin dönüş toplam / S, kâr oranı (1/S − 1) olur. Yatırımlar seçilen adıma yuvarlanınca her sonucun dönüşü biraz
        değişir; garanti kâr bunların en küçüğüdür.
      </p>
      <p>
        Örnek: oranlar 2,10 ve 2,10, toplam 100 TL. S = 1/2,10 + 1/2,10 = 0,9524. Yatırımlar 50,00 TL ve 50,00 TL; dönüş
        50 × 2,10 = 105,00 TL, kâr 5,00 TL (%5,00).
      </p>
      <p>
        1. sonuçta %5 komisyonla net oran 1 + 1,10 × 0,95 = 2,045 olur. S = 0,48900 + 0,47619 = 0,96519 ve 100 / S = 103,607;
        yatırımlar 103,607 / 2,045 = 50,66 TL ve 103,607 / 2,10 = 49,34 TL; dönüşler 50,66 × 2,045 = 103,60 TL ve
        49,34 × 2,10 = 103,61 TL, garanti kâr 3,60 TL.
      </p>
    </FormulaDetails>
  );
}
