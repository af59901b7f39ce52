/**
 * `@shared-data/store/built-in`: the built-in content as the seed reads it: the Markdown under `shared-data/content`
 * (checked and rendered), its renderer, and the demo casinos. The build reads it to draw the artwork and to check
 * the content; no server imports it (the seed does, inside the store).
 */
export { contentDir, readBuiltInContent, type BuiltInContent } from './content-source.ts';
export { bonusEntries, casinos, type DemoCasino } from './demo-casinos.ts';
export { renderMarkdown } from './markdown.ts';
