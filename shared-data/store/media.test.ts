import { describe, expect, it } from 'vitest';
import { parseMediaFileName } from './media.ts';

describe('parseMediaFileName', () => {
  it.each([
    ['0123456789abcdef-640.webp', { hash: '0123456789abcdef', width: 640 }],
    ['ffffffffffffffff-1.webp', { hash: 'ffffffffffffffff', width: 1 }],
    ['0123456789abcdef-0640.webp', null],
    ['0123456789abcdef-0.webp', null],
    ['0123456789ABCDEF-640.webp', null],
    ['0123456789abcde-640.webp', null],
    ['0123456789abcdef0-640.webp', null],
    ['0123456789abcdef-640.png', null],
    ['0123456789abcdef-640.webp.gz', null],
    ['../0123456789abcdef-640.webp', null],
    ['0123456789abcdef-123456.webp', null],
    ['', null],
  ])('%j gives %j', (name, expected) => {
    expect(parseMediaFileName(name)).toEqual(expected);
  });
});
