import { ResultNote } from './calculator-card.tsx';

/**
 * The help line beside a result that involves money: YEDAM (Yeşilay's counselling, reached on the 115 line) one tap
 * away. Place it after the result box, never inside it: the box is a live region, and the line would be read out
 * again at every keystroke.
 */
export function MoneyHelpLine() {
  return (
    <ResultNote>
      Kayıplarınızı geri kazanmak için oynamayın. Ücretsiz ve gizli destek için YEDAM: <a href="tel:115">115</a>
    </ResultNote>
  );
}
