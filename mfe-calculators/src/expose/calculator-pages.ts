// The thin adapter the shell loads: one named export per page.
export { CalculatorsPage } from '../features/calculators/calculators-page.tsx';
export { CalculatorPage } from '../features/calculator-page/calculator-page.tsx';
