/**
 * The operator's country rules (shared-data/cms country-rules.ts): one row of the `settings` table, key
 * 'countryRules', value `{ defaultRule, rules }`, versioned as the site settings are. No row means what no save yet
 * means, the default `{ defaultRule: 'show', rules: [] }` at version 0, so no migration or seed adds it. Like every
 * write to `settings`, a save bumps the content version in its own transaction (migration 0002's trigger), which
 * tells every server process's caches at once.
 */
import { eq, sql } from 'drizzle-orm';
import {
  COUNTRY_RULES_KEY,
  countryRulesOf,
  DEFAULT_COUNTRY_RULES,
  parseCountryRules,
  type CountryRuleErrors,
  type CountryRules,
  type CountryRulesDocument,
} from 'shared-data/cms';
import type { Database } from '../database.ts';
import { writeAudit } from './audit.ts';
import type { CmsRefusal } from './types.ts';
import * as t from '../schema.ts';

const KEY = COUNTRY_RULES_KEY;
const COUNTRY_RULES_LABEL = 'Ülke Kuralları';

/**
 * Why a save did not happen: its values refused (a code per field, shared-data/cms CountryRuleError), or a stale
 * version (the rules as they are now, and what differs from what was sent).
 */
export type CountryRulesRefusal =
  | { ok: false; reason: 'invalid'; fieldErrors: CountryRuleErrors }
  | Extract<CmsRefusal<CountryRulesDocument>, { reason: 'conflict' }>;

async function readCountryRules(db: Database, lock: boolean): Promise<CountryRulesDocument> {
  const query = db.select().from(t.settings).where(eq(t.settings.key, KEY));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { version: 0, values: { defaultRule: DEFAULT_COUNTRY_RULES.defaultRule, rules: [] } };
  return { version: row.version, values: countryRulesOf(row.value) };
}

/** The rules with their version: 0 and the default (every visitor gets the offers) while none was ever saved. */
export function getCountryRules(db: Database): Promise<CountryRulesDocument> {
  return readCountryRules(db, false);
}

/**
 * What differs between two sets of rules: 'defaultRule', then each country added, removed or given another rule, by
 * its code ('TR'), in the order of the codes.
 */
export function changedCountryRules(a: CountryRules, b: CountryRules): string[] {
  const ruleOf = (rules: CountryRules, country: string) => rules.rules.find((entry) => entry.country === country)?.rule;
  const countries = [...new Set([...a.rules, ...b.rules].map((entry) => entry.country))].sort();
  return [...(a.defaultRule === b.defaultRule ? [] : ['defaultRule']), ...countries.filter((country) => ruleOf(a, country) !== ruleOf(b, country))];
}

/**
 * Saves the rules edited at `version` (0: none saved yet): the row moves to the next version and the audit log names
 * what changed. Of two saves from one version exactly one succeeds, also while there is no row yet: the write only
 * replaces the row at the version it was edited at.
 */
export async function saveCountryRules(
  db: Database,
  version: number,
  input: unknown,
  actor: string,
): Promise<{ ok: true; rules: CountryRulesDocument } | CountryRulesRefusal> {
  const parsed = parseCountryRules(input);
  if (!parsed.ok) return { ok: false, reason: 'invalid', fieldErrors: parsed.fieldErrors };
  const { values } = parsed;
  return db.transaction(async (tx) => {
    const conflict = (current: CountryRulesDocument) =>
      ({ ok: false, reason: 'conflict', current, changedFields: changedCountryRules(current.values, values) }) as const;
    const before = await readCountryRules(tx, true);
    if (before.version !== version) return conflict(before);
    const next = version + 1;
    const written = await tx
      .insert(t.settings)
      .values({ key: KEY, value: values, version: next })
      .onConflictDoUpdate({
        target: t.settings.key,
        set: { value: values, version: next, updatedAt: sql`now()` },
        // Another save that inserted the first row meanwhile (nothing to lock before it) makes this one stale.
        setWhere: eq(t.settings.version, version),
      })
      .returning({ version: t.settings.version });
    if (written.length === 0) return conflict(await readCountryRules(tx, false));
    const fields = changedCountryRules(before.values, values);
    await writeAudit(tx, { actor, action: 'update', collection: KEY, entryId: null, entryLabel: COUNTRY_RULES_LABEL, fields });
    return { ok: true as const, rules: { version: next, values } };
  });
}
