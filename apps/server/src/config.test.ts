import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'mingle-config-')));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dir, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('uses PORT 3000, ./data resolved against the working directory, and the seed token ages', () => {
    const previous = process.cwd();
    process.chdir(dir);
    try {
      const config = loadConfig({});
      expect(config.port).toBe(3000);
      expect(config.host).toBe('0.0.0.0');
      expect(config.dataDir).toBe(join(dir, 'data'));
      expect(existsSync(join(dir, 'data'))).toBe(true);
      expect(config.accessTokenMaxAge).toBe(600);
      expect(config.refreshTokenMaxAge).toBe(2_592_000);
      expect(config.publicUrl).toBe('http://localhost:3000');
      expect(config.databaseUrl).toBeUndefined();
      expect(config.redisUrl).toBeUndefined();
      expect(config.smtpUrl).toBeUndefined();
      expect(config.logLevel).toBe('info');
      expect(config.trustProxy).toBe(false);
      expect(config.codeMissLimit).toEqual({ max: 100, windowMs: 60_000 });
      expect(config.joinLimit).toEqual({ max: 5000, windowMs: 300_000 });
    } finally {
      process.chdir(previous);
    }
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      DATA_DIR: join(dir, 'nested', 'deeper'),
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/mingle',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://mingle.example.com/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      ACCESS_TOKEN_MAX_AGE: '300',
      REFRESH_TOKEN_MAX_AGE: '86400',
      TRUST_PROXY: 'true',
      RATE_LIMIT_CODE_MISSES: '20/30',
      RATE_LIMIT_JOINS: ' 100000 / 60 ',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(join(dir, 'nested', 'deeper'));
    expect(existsSync(config.dataDir)).toBe(true);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/mingle');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.publicUrl).toBe('https://mingle.example.com');
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
    expect(config.accessTokenMaxAge).toBe(300);
    expect(config.refreshTokenMaxAge).toBe(86_400);
    expect(config.trustProxy).toBe(true);
    expect(config.codeMissLimit).toEqual({ max: 20, windowMs: 30_000 });
    expect(config.joinLimit).toEqual({ max: 100_000, windowMs: 60_000 });
  });

  it('reads EMBED_ORIGINS as a list of origins, each once; none by default', () => {
    expect(loadConfig({ DATA_DIR: dir }).embedOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dir, EMBED_ORIGINS: ' https://Partner.example ,http://intranet.local:8080,https://partner.example' })
        .embedOrigins,
    ).toEqual(['https://partner.example', 'http://intranet.local:8080']);
  });

  it('reads MAX_SOCKETS (unset: from the open-file limit) and LISTEN_BACKLOG (4096), refusing what is not a count (ADR 54)', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ maxSockets: undefined, listenBacklog: 4096 });
    expect(loadConfig({ DATA_DIR: dir, MAX_SOCKETS: '3', LISTEN_BACKLOG: '65535' })).toMatchObject({ maxSockets: 3, listenBacklog: 65535 });
    expect(configError({ MAX_SOCKETS: '0', LISTEN_BACKLOG: 'many' }).message).toMatch(
      /MAX_SOCKETS: MAX_SOCKETS must be at least 1[\s\S]*LISTEN_BACKLOG: LISTEN_BACKLOG must be a number/,
    );
  });

  it('treats blank variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dir, PORT: '', DATABASE_URL: '', AUTH_SECRET: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });
});

describe('a bad variable is a ConfigError naming it', () => {
  it.each([
    ['PORT', 'abc', /PORT must be a number/],
    ['PORT', '70000', /PORT must be at most 65535/],
    ['PORT', '3.5', /PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//],
    ['DATABASE_URL', 'not a url', /DATABASE_URL must be a URL/],
    ['REDIS_URL', 'http://x', /REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//],
    ['PUBLIC_URL', 'ftp://x', /PUBLIC_URL must be a URL/],
    ['SMTP_URL', 'http://mail', /SMTP_URL must be a URL/],
    ['AUTH_SECRET', 'too-short', /AUTH_SECRET must be at least 32 characters/],
    ['ACCESS_TOKEN_MAX_AGE', '5', /ACCESS_TOKEN_MAX_AGE must be at least 10/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['RATE_LIMIT_CODE_MISSES', '100', /RATE_LIMIT_CODE_MISSES must be <count>\/<seconds> .* like 100\/60/],
    ['RATE_LIMIT_CODE_MISSES', '0/60', /RATE_LIMIT_CODE_MISSES must be <count>\/<seconds>/],
    ['RATE_LIMIT_JOINS', '5000/0', /RATE_LIMIT_JOINS must be <count>\/<seconds>/],
    ['RATE_LIMIT_JOINS', '5000/100000', /RATE_LIMIT_JOINS must be .* at most 86400 seconds/],
    ['RATE_LIMIT_JOINS', 'many/60', /RATE_LIMIT_JOINS must be <count>\/<seconds>/],
    ['EMBED_ORIGINS', 'partner.example', /EMBED_ORIGINS: "partner.example" is not an address/],
    ['EMBED_ORIGINS', 'https://ok.example, ftp://files.example', /"ftp:\/\/files.example" must start with https:\/\/ or http:\/\//],
    ['EMBED_ORIGINS', 'https://partner.example/blog', /must be an origin only .* like https:\/\/partner.example$/m],
  ])('%s=%s', (name, value, message) => {
    const err = configError({ [name]: value });
    expect(err.name).toBe('ConfigError');
    expect(err.message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    expect(err.message).toMatch(message);
  });

  it('names every bad variable at once', () => {
    const err = configError({ PORT: 'abc', REDIS_URL: 'http://x' });
    expect(err.message).toMatch(/^\s+PORT: /m);
    expect(err.message).toMatch(/^\s+REDIS_URL: /m);
  });

  it('creates nothing when the configuration is bad', () => {
    const dataDir = join(dir, 'data');
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(ConfigError);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('the auth secret', () => {
  it('is generated once into DATA_DIR/auth-secret, readable only by its owner, and reused on the next load', () => {
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'auth-secret');
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dir });
    expect(second.authSecret).toBe(first.authSecret);
  });

  it('differs between two data folders', () => {
    const other = join(dir, 'other');
    mkdirSync(other);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).not.toBe(loadConfig({ DATA_DIR: other }).authSecret);
  });

  it('is read from an existing file, ignoring a trailing newline', () => {
    const secret = 'x'.repeat(40);
    writeFileSync(join(dir, 'auth-secret'), `${secret}\n`, { mode: 0o600 });
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(secret);
  });

  it('comes from AUTH_SECRET when set, and then no file is written', () => {
    const secret = 'an-operator-chosen-secret-of-enough-length';
    const config = loadConfig({ DATA_DIR: dir, AUTH_SECRET: secret });
    expect(config.authSecret).toBe(secret);
    expect(existsSync(join(dir, 'auth-secret'))).toBe(false);
  });

  it('from AUTH_SECRET wins over an existing file, which is left alone', () => {
    const generated = loadConfig({ DATA_DIR: dir }).authSecret;
    const secret = 'an-operator-chosen-secret-of-enough-length';
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: secret }).authSecret).toBe(secret);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8')).toBe(generated);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(generated);
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc\n'],
  ])('in a file that is %s is a ConfigError, not a weak or unusable signing key', (_what, content) => {
    writeFileSync(join(dir, 'auth-secret'), content, { mode: 0o600 });
    const err = configError({});
    expect(err.message).toContain(join(dir, 'auth-secret'));
    expect(err.message).toMatch(/at least 32 characters/);
  });
});
