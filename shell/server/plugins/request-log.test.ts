import { describe, expect, it } from 'vitest';
import { loggedError, loggedUrl } from './request-log.ts';

describe('loggedUrl', () => {
  it.each([
    ['/sorumlu-oyun/butce-planlayici?gelir=30000&gider=17000&pay=4&bahis=2', '/sorumlu-oyun/butce-planlayici?[gizli]'],
    ['/sorumlu-oyun/butce-planlayici/?gelir=30000', '/sorumlu-oyun/butce-planlayici/?[gizli]'],
    ['/sorumlu-oyun/butce-planlayici', '/sorumlu-oyun/butce-planlayici'],
    ['/bahis-hesaplayici/hedge?stake=100', '/bahis-hesaplayici/hedge?stake=100'],
    ['/oyunlar?q=book&sayfa=2', '/oyunlar?q=book&sayfa=2'],
    ['/api/content/games?q=x', '/api/content/games?q=x'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});

/** What drizzle-orm's DrizzleQueryError holds (drizzle-orm/errors.js): its message names the query and its values. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause?: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
  }
}

describe('loggedError', () => {
  it('writes a failed query with its SQL and cause but none of the values it was given', () => {
    const cause = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', params: ['s3cr3t-session'] });
    const error = new DrizzleQueryError('select "user_id" from "admin_sessions" where "id" = $1', ['s3cr3t-session', 'ali@example.com'], cause);
    const logged = loggedError(error) as Record<string, unknown>;
    const text = JSON.stringify(logged);
    expect(text).not.toContain('s3cr3t-session');
    expect(text).not.toContain('ali@example.com');
    expect(logged.message).toBe('Failed query: select "user_id" from "admin_sessions" where "id" = $1\nparams: [gizli]');
    expect(logged.query).toBe('select "user_id" from "admin_sessions" where "id" = $1');
    expect(logged.cause).toMatchObject({ message: 'canceling statement due to statement timeout', code: '57014' });
    expect(logged.stack).toContain('\nparams: [gizli]\n    at ');
  });

  it('keeps an error without parameters as it is, and follows a cycle of causes only so far', () => {
    const error = new Error('boom') as Error & { cause?: unknown };
    error.cause = error;
    const logged = loggedError(error) as Record<string, unknown>;
    expect(logged.message).toBe('boom');
    expect(JSON.stringify(logged).match(/"message":"boom"/g)).toHaveLength(6);
    expect(loggedError('plain text')).toBe('plain text');
  });
});
