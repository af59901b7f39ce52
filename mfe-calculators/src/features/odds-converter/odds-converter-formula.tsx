import { FormulaDetails } from '../../components/calculator-card.tsx';

/** How the formats relate, with two worked prices; every figure below is worked out by hand. */
export function OddsConverterFormula() {
  return (
    <FormulaDetails>
      <summary>Formül ve örnek</summary>
      <p>
        Her biçim ondalık orana (d) çevrilir. Kesirli = d − 1 kesir olarak; Hong Kong = d − 1. Amerikan: d 2,00 ya da
        üstündeyse +(d − 1) × 100, altındaysa −100 / (d − 1). Malay: d 2,00 ya da altındaysa d − 1, üstündeyse
        −1 / (d − 1). Endonezya: d 2,00 ya da üstündeyse d − 1, altındaysa −1 / (d − 1). İma edilen olasılık = 100 / d.
      </p>
      <p>
        Örnek: d = 1,80. Kesirli 0,80 = 4/5; Amerikan −100 / 0,80 = −125; Hong Kong 0,80; Malay 0,80; Endonezya
        −1 / 0,80 = −1,25; olasılık 100 / 1,80 = %55,56.
      </p>
      <p>
        Örnek: d = 3,00. Kesirli 2/1; Amerikan +200; Hong Kong 2,00; Malay −1 / 2,00 = −0,50; Endonezya 2,00; olasılık
        100 / 3,00 = %33,33. 2,00 oranı (1/1, +100) bahisçilerin &quot;evens&quot; dediği eşit orandır.
      </p>
    </FormulaDetails>
  );
}
