import { FormulaDetails } from '../../components/calculator-card.tsx';

/** The value-bet and Kelly formulas with a worked example; every figure below is worked out by hand. */
export function ValueBetFormula() {
  return (
    <FormulaDetails>
      <summary>Formül ve örnek</summary>
      <p>
        p tahmini kazanma olasılığı (adil oran girerseniz p = 1 / adil oran), b = oran − 1 olsun. Beklenen değer
        EV = oran × p − 1; pozitifse bahis değerlidir. Kelly kriteri kasanın f = (b × p − (1 − p)) / b kadarını yatırmayı
        önerir; f sıfır ya da negatifse bahse girilmez. Tahmin hatalarına karşı çoğu bahisçi ½ ya da ¼ Kelly kullanır.
      </p>
      <p>
        Örnek: oran 2,50, olasılık %50 (adil oran 2,00), kasa 1.000 TL. EV = 2,50 × 0,50 − 1 = 0,25, yani +%25. b = 1,50;
        f = (1,50 × 0,50 − 0,50) / 1,50 = 0,25 / 1,50 = 0,1667. Tam Kelly 166,67 TL, ½ Kelly 83,33 TL, ¼ Kelly 41,67 TL.
      </p>
      <p>
        Aynı olasılıkla oran 1,80 ise EV = 1,80 × 0,50 − 1 = −0,10 (−%10) ve f = (0,80 × 0,50 − 0,50) / 0,80 = −0,125:
        Kelly bu bahse girmemeyi söyler.
      </p>
    </FormulaDetails>
  );
}
