/**
 * The demo casinos' review texts as earlier releases seeded them, known by the SHA-256 of their Markdown (trimmed, as
 * the seed stores it). The seed writes a review only where none is written; a stored review that is still one of these
 * was never edited by the operator, so a later seed step may replace it with the current built-in text
 * (`updateDemoReviewTexts` in seed.ts). An edited text, even by a single character, no longer matches and is kept.
 *
 * When a built-in review changes again: add the hash of the text it replaces to its list and append the seed step
 * once more to the steps, so every database runs it once after the change.
 */
import { createHash } from 'node:crypto';

export const earlierReviewHashes: Readonly<Record<string, readonly string[]>> = {
  // The first texts (content/casinos, b5af1c1), then the texts that stated the offer terms (00eae13).
  'atlas-vegas': [
    'a4f5b5977aaa0ea8074b3717afe34045d4bb846ab437f9d0db0d55f9e7de977e',
    'a10c4a46245f2f325a15a7d160936c7e66863b98bc296643abf0bdcef0b6e3ed',
  ],
  'fjord-spins': [
    '8db646ee529ef8708405bb78a9817e883c374c56851b3b79068d3167f2647659',
    'a0cfe6af062d86230fbf78c31dd28ea97ad2f5dbd472186ec669418abfd20cb7',
  ],
  'lalezar-casino': [
    'd9178487f58b6ac564a52d4e2c5c61597ec28b48e62c3ad4e794de21758d2009',
    'ce9f31e6d7640bb5b58860d35f58248b2e20c61651f51123090461a3810a72c9',
  ],
  'nebula-bet': [
    '2892713f417db35a222ff3f19238de73ccca5b124d46a548ba3e2c210b47e6fd',
    '9730705b1688534aec8ed701c79dd3e87e59a867f287dc3fe82e8b3002ee9362',
  ],
  'zumrut-palace': [
    '4ea93241ad4b5d3d5f8d3eedfa8767ef2c73758a76f0f41a6e2e4e59ce52a886',
    'a174743b3852fb01a0e15db8f31cd42e30882ed21540af42d48effa6e5b26868',
  ],
};

/** Whether `markdown`, the stored review of the casino `slug`, is exactly a built-in text of an earlier release. */
export function isEarlierBuiltInReview(slug: string, markdown: string): boolean {
  const hashes = earlierReviewHashes[slug];
  if (!hashes || markdown === '') return false;
  return hashes.includes(createHash('sha256').update(markdown, 'utf8').digest('hex'));
}
