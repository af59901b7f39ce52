// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collectionSpecs, fieldsOf, type CollectionSpec } from './collections.ts';
import { displayValue, firstInvalidField, formValuesOf, initialValues, sameValues } from './form-values.ts';

const spec = (collection: string): CollectionSpec => {
  const found = collectionSpecs.find((s) => s.collection === collection);
  if (!found) throw new Error(collection);
  return found;
};
const fieldOf = (collection: string, name: string) => {
  const found = fieldsOf(spec(collection)).find((f) => f.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('initialValues', () => {
  it('starts a new entry as a draft with its fields at their starting values', () => {
    const values = initialValues(spec('casinos'));
    expect(values).toMatchObject({ name: '', status: 'draft', publishAt: '', inRanking: true, currency: 'TL', wageringBase: 'deposit_bonus' });
    expect(Object.keys(initialValues(spec('popup')))).toEqual(['casinoId', 'status', 'publishAt']);
  });
});

describe('formValuesOf', () => {
  it('gives exactly the form fields, as text the form edits', () => {
    const values = formValuesOf(spec('games'), {
      name: 'Kızılay Sultanı',
      rtp: 96.5,
      features: ['Çarpan', 'Bedava Dönüş'],
      year: 2024,
      // A UTC instant is shown as Istanbul wall-clock time: 09:30 UTC is 12:30 there.
      publishAt: '2026-11-25T09:30:00.000Z',
      unknown: 'dropped',
    });
    expect(values).toMatchObject({ name: 'Kızılay Sultanı', rtp: '96,5', features: 'Çarpan\nBedava Dönüş', year: '2024', publishAt: '2026-11-25T12:30', theme: '' });
    expect(values).not.toHaveProperty('unknown');
    expect(formValuesOf(spec('games'), { publishAt: '2026-11-25T12:30' }).publishAt).toBe('2026-11-25T12:30');
  });
});

describe('sameValues', () => {
  it('compares field by field', () => {
    expect(sameValues({ a: 'x', b: true }, { b: true, a: 'x' })).toBe(true);
    expect(sameValues({ a: 'x' }, { a: 'x ' })).toBe(false);
    expect(sameValues({ a: 'x' }, { a: 'x', b: '' })).toBe(false);
  });
});

describe('displayValue', () => {
  it.each([
    ['games', 'rtp', '95,8', '95,8'],
    ['games', 'type', 'live', 'Canlı casino'],
    ['games', 'status', 'scheduled', 'Zamanlanmış'],
    ['casinos', 'inRanking', false, 'Hayır'],
    ['games', 'theme', '', '(boş)'],
  ] as const)('shows %s.%s = %j as %j', (collection, name, value, shown) => {
    expect(displayValue(fieldOf(collection, name), value)).toBe(shown);
  });

  it('names a referenced entry by its option', () => {
    expect(displayValue(fieldOf('games', 'providerId'), '3', [{ value: '3', label: 'Pragmatic Play' }])).toBe('Pragmatic Play');
  });
});

describe('firstInvalidField', () => {
  it("follows the form's order, not the messages' order", () => {
    expect(firstInvalidField(spec('blog'), { postedOn: 'x', excerpt: 'y' })).toBe('excerpt');
    expect(firstInvalidField(spec('blog'), { _form: 'x' })).toBeNull();
  });
});
