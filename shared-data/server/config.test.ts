import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEnvSchema, ConfigError, readBuildConfig, readConfig, serverEnvSchema, storeLocation } from './config.ts';

describe('readConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = readConfig({});
    expect(config.port).toBe(4173);
    expect(config.host).toBe('127.0.0.1');
    expect(config.adminApiPort).toBe(4174);
    expect(config.log).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.queryTimeoutMs).toBe(10_000);
    expect(config.embeddedQueryTimeoutMs).toBe(3_000);
    expect(config.dataDir).toMatch(/\/\.data$/);
    expect(config.shellDir).toMatch(/\/shell\/dist$/);
    expect(config.remoteDirs).toEqual({
      content: expect.stringMatching(/\/mfe-content\/dist$/),
      calculators: expect.stringMatching(/\/mfe-calculators\/dist$/),
      admin: expect.stringMatching(/\/mfe-admin\/dist$/),
    });
    expect(config.remoteUrls).toEqual({});
    expect(config.clickRetentionDays).toBe(400);
    expect(config.linkCheckDaily).toBe(true);
    expect(config.admin).toEqual({});
    expect(config.vitalsSampleRate).toBe(1);
    expect(config.backup).toBeNull();
  });

  it('turns the daily backup on with BACKUP_DIR, at 03:00 Istanbul keeping 14 unless told otherwise', () => {
    expect(readConfig({ BACKUP_DIR: ' /srv/yedek ' }).backup).toEqual({ dir: '/srv/yedek', hour: 3, keep: 14 });
    expect(readConfig({ BACKUP_DIR: '/srv/yedek', BACKUP_HOUR: '0', BACKUP_KEEP: '1' }).backup).toEqual({ dir: '/srv/yedek', hour: 0, keep: 1 });
    expect(readConfig({ BACKUP_DIR: '', BACKUP_HOUR: '23' }).backup).toBeNull();
    for (const value of ['24', '-1', '3.5', 'üç']) expect(() => readConfig({ BACKUP_HOUR: value })).toThrow(/^BACKUP_HOUR=.* expected an hour of the day in Istanbul, from 0 to 23$/);
    for (const value of ['0', '10001', '2.5']) expect(() => readConfig({ BACKUP_KEEP: value })).toThrow(/^BACKUP_KEEP=/);
  });

  it('reads what is set, trimmed, and treats empty as unset', () => {
    const config = readConfig({ PORT: ' 8080 ', HOST: '0.0.0.0', LOG: '0', DATABASE_URL: ' ', DATA_DIR: '/srv/data', LINK_CHECK_DAILY: '0', ADMIN_USERNAME: ' editor ' });
    expect(readConfig({ PORT: '0' }).port).toBe(0);
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', log: false, databaseUrl: undefined, dataDir: '/srv/data', linkCheckDaily: false });
    expect(config.admin.username).toBe('editor');
  });

  it('reads only the remote locations that are set', () => {
    expect(readConfig({ REMOTE_CALCULATORS_URL: 'https://cdn.example/calc/mf-manifest.json' }).remoteUrls).toEqual({
      calculators: 'https://cdn.example/calc/mf-manifest.json',
    });
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', true],
    ['loopback', 'loopback'],
    ['10.0.0.5', '10.0.0.5'],
    ['loopback, 10.0.0.0/8, fd00::/8', 'loopback, 10.0.0.0/8, fd00::/8'],
    ['192.168.0.0/255.255.0.0', '192.168.0.0/255.255.0.0'],
  ])('TRUST_PROXY=%j is %j', (value, expected) => {
    expect(readConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('refuses a hop count, which Fastify no longer takes, and what is not an address', () => {
    expect(() => readConfig({ TRUST_PROXY: '2' })).toThrow(/hop count is not supported/);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/"yes"/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.1, proxy.example' })).toThrow(/"proxy.example"/);
  });

  it('reads whole days of click retention, at least 1', () => {
    expect(readConfig({ CLICK_RETENTION_DAYS: ' 30 ' }).clickRetentionDays).toBe(30);
    for (const value of ['0', '-5', '1.5', 'abc']) expect(() => readConfig({ CLICK_RETENTION_DAYS: value })).toThrow(/CLICK_RETENTION_DAYS/);
  });

  it('reads the PostgreSQL statement timeout in whole milliseconds from 100 to an hour', () => {
    expect(readConfig({ DATABASE_QUERY_TIMEOUT_MS: ' 2500 ' }).queryTimeoutMs).toBe(2500);
    expect(readConfig({ DATABASE_QUERY_TIMEOUT_MS: '100' }).queryTimeoutMs).toBe(100);
    expect(readConfig({ DATABASE_QUERY_TIMEOUT_MS: '3600000' }).queryTimeoutMs).toBe(3_600_000);
    for (const value of ['0', '99', '3600001', '-5', '1.5', '10s']) {
      expect(() => readConfig({ DATABASE_QUERY_TIMEOUT_MS: value })).toThrow(/^DATABASE_QUERY_TIMEOUT_MS=.* expected a whole number of milliseconds from 100 to 3600000$/);
    }
  });

  it('reads the embedded database’s query timeout in whole milliseconds from 100 to an hour, and hands it to PGlite only', () => {
    expect(readConfig({ EMBEDDED_QUERY_TIMEOUT_MS: ' 1500 ' }).embeddedQueryTimeoutMs).toBe(1500);
    for (const value of ['0', '99', '3600001', '1.5', '3s']) {
      expect(() => readConfig({ EMBEDDED_QUERY_TIMEOUT_MS: value })).toThrow(/^EMBEDDED_QUERY_TIMEOUT_MS=.* expected a whole number of milliseconds from 100 to 3600000$/);
    }
    expect(storeLocation(readConfig({ DATA_DIR: '/srv/data', EMBEDDED_QUERY_TIMEOUT_MS: '1500' }))).toEqual({ kind: 'pglite', dataDir: '/srv/data', queryTimeoutMs: 1500 });
  });

  it('stops on a bad value with one line naming the variable and what it expects', () => {
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ PORT: 'http' }, 'PORT', /^PORT="http" is not valid: expected a port number from 0 \(any free port\) to 65535$/],
      [{ PORT: '70000' }, 'PORT', /expected a port number from 0 \(any free port\) to 65535/],
      [{ ADMIN_API_PORT: '-1' }, 'ADMIN_API_PORT', /expected a port number/],
      [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET', /expected at least 32 characters/],
    ];
    for (const [env, variable, message] of cases) {
      let caught: unknown;
      try {
        readConfig(env);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigError);
      expect((caught as ConfigError).variable).toBe(variable);
      expect((caught as ConfigError).message).toMatch(message);
      expect((caught as ConfigError).message).not.toContain('\n');
    }
  });

  it('reads the site origin at start, without its trailing slash, refusing one that is no URL', () => {
    expect(readConfig({ SITE_ORIGIN: 'https://safebet.example/' }).siteOrigin).toBe('https://safebet.example');
    expect(readConfig({}).siteOrigin).toBe('http://localhost:4173');
    expect(() => readConfig({ SITE_ORIGIN: 'safebet' })).toThrow(/^SITE_ORIGIN="safebet" is not valid: expected an absolute URL$/);
  });

  it.each([
    ['0', 0],
    ['0.25', 0.25],
    [' 0.001 ', 0.001],
    ['1', 1],
    ['1.0', 1],
    ['', 1],
  ])('VITALS_SAMPLE_RATE=%j samples that share of page views (%j)', (value, expected) => {
    expect(readConfig({ VITALS_SAMPLE_RATE: value }).vitalsSampleRate).toBe(expected);
  });

  it.each(['1.5', '-0.1', '25%', '0,5', 'all', '.5', '2'])('refuses VITALS_SAMPLE_RATE=%j, naming what it expects', (value) => {
    expect(() => readConfig({ VITALS_SAMPLE_RATE: value })).toThrow(/^VITALS_SAMPLE_RATE=".*" is not valid: expected a share from 0 to 1/);
  });

  it('reads the build settings, refusing a proxy address that is no URL', () => {
    expect(readBuildConfig({ CONTENT_API_URL: 'http://127.0.0.1:5000' }).CONTENT_API_URL).toBe('http://127.0.0.1:5000');
    expect(readBuildConfig({}).CONTENT_API_URL).toBeUndefined();
    expect(() => readBuildConfig({ ADMIN_API_URL: 'api' })).toThrow(/^ADMIN_API_URL="api" is not valid: expected an absolute URL$/);
  });
});

describe("the README's configuration table", () => {
  it('names exactly the variables the schema reads', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### Behind a proxy'));
    const documented = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]));
    const read = [...Object.keys(serverEnvSchema.shape), ...Object.keys(buildEnvSchema.shape)];
    expect([...documented].sort()).toEqual([...read].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });
});
