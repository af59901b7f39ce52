import { tactics } from '../../../generated/catalog/tactics.ts';
import type { Tactic } from '../../types.ts';

const tacticsBySlug = new Map(tactics.map((t) => [t.slug, t]));

export const findTactic = (slug: string): Tactic | undefined => tacticsBySlug.get(slug);
