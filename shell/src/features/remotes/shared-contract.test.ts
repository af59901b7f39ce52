// @vitest-environment node
import { satisfy } from '@module-federation/runtime';
import { describe, expect, it } from 'vitest';
import { contractRefusal } from './shared-contract.ts';

/** What this site provides, as its build defines it. */
const provided = { react: '19.3.1', 'styled-components': '6.6.0', 'shared-data': '2.0.0', 'shared-data/react': '2.0.0' };

describe('contractRefusal', () => {
  it.each([
    ['another major of shared-data', [['shared-data', '^3.0.0']], 'the calculators remote needs shared-data ^3.0.0; this site provides 2.0.0: refused'],
    ['an older React', [['react', '^18.2.0']], 'the calculators remote needs react ^18.2.0; this site provides 19.3.1: refused'],
    ['the first range not met, in order', [['react', '^19.0.0'], ['shared-data/react', '^3.0.0'], ['shared-data', '^3.0.0']], 'the calculators remote needs shared-data/react ^3.0.0; this site provides 2.0.0: refused'],
  ] as const)('refuses %s', (_case, required, message) => {
    expect(contractRefusal('mfe_calculators', required, provided, satisfy)?.message).toBe(message);
  });

  it.each([
    ['ranges this site meets', [['react', '^19.3.1'], ['shared-data', '^2.0.0'], ['styled-components', '>=6.1.0']]],
    ['no range (false) or a module this site does not provide', [['shared-data', false], ['left-pad', '^9.0.0'], [undefined, '^1.0.0']]],
  ] as const)('accepts %s', (_case, required) => {
    expect(contractRefusal('calculators', required, provided, satisfy)).toBeNull();
  });
});
