import { describe, expect, it } from 'vitest';
import { unmetShares } from './federation.ts';

/** A caret range's major must match (enough for these cases); '*' takes any version. */
const sameMajor = (version: string, range: string) => range === '*' || version.split('.')[0] === range.replace('^', '').split('.')[0];
const provided = { react: '19.3.1', 'shared-data': '2.0.0', 'shared-data/react': '2.0.0' };

describe('unmetShares', () => {
  it('names each requirement the provided version does not meet, in order', () => {
    expect(unmetShares([['react', '^19.0.0'], ['shared-data', '^3.0.0'], ['shared-data/react', '^3.0.0']], provided, sameMajor)).toEqual([
      { name: 'shared-data', required: '^3.0.0', provided: '2.0.0' },
      { name: 'shared-data/react', required: '^3.0.0', provided: '2.0.0' },
    ]);
  });

  it.each([
    ['a module the host does not provide', ['zustand', '^9.0.0']],
    ['any version (false)', ['shared-data', false]],
    ['a range met', ['shared-data', '^2.0.0']],
    ['a share without a name', [undefined, '^3.0.0']],
  ] as const)('asks nothing of %s', (_, requirement) => {
    expect(unmetShares([requirement], provided, sameMajor)).toEqual([]);
  });
});
