import { describe, expect, it } from 'vitest';
import { ConfigError, demoLanguageFromLocale, loadConfig } from './config.js';

describe('DEMO_LANGUAGE', () => {
  it('follows the locale when it names one of the four languages', () => {
    expect(loadConfig({ LANG: 'en_US.UTF-8' }).demoLanguage).toBe('en');
    expect(loadConfig({ LANG: 'es_MX.UTF-8' }).demoLanguage).toBe('es');
    expect(loadConfig({ LANG: 'ja_JP.UTF-8' }).demoLanguage).toBe('ja');
    expect(loadConfig({ LANG: 'zh_TW.UTF-8' }).demoLanguage).toBe('zh');
    expect(loadConfig({ LANG: 'de' }).demoLanguage).toBe('zh');
  });

  it('takes LC_ALL before LANG, as the C library does', () => {
    expect(demoLanguageFromLocale({ LC_ALL: 'ja_JP.UTF-8', LANG: 'en_US.UTF-8' })).toBe('ja');
    expect(demoLanguageFromLocale({ LC_ALL: 'C.UTF-8', LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(loadConfig({ LC_ALL: '', LANG: 'es_ES.UTF-8' }).demoLanguage).toBe('es');
  });

  it('is Chinese when the locale is unset, C or POSIX', () => {
    expect(loadConfig({}).demoLanguage).toBe('zh');
    expect(loadConfig({ LANG: 'C' }).demoLanguage).toBe('zh');
    expect(loadConfig({ LANG: 'POSIX' }).demoLanguage).toBe('zh');
  });

  it('is what DEMO_LANGUAGE says, whatever the locale; anything but en, zh, es, ja stops the start', () => {
    expect(loadConfig({ DEMO_LANGUAGE: 'en', LANG: 'zh_CN.UTF-8' }).demoLanguage).toBe('en');
    expect(loadConfig({ DEMO_LANGUAGE: 'ja' }).demoLanguage).toBe('ja');
    expect(() => loadConfig({ DEMO_LANGUAGE: 'fr' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO_LANGUAGE: 'fr' })).toThrow(/DEMO_LANGUAGE/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 10 connections unless set, and refuses what is not a whole number from 1 to 500', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    for (const bad of ['0', '2.5', 'many', '501']) expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(ConfigError);
  });
});

describe('SQLITE_COMMIT_PIPELINE', () => {
  it('is on unless set to off, and refuses anything else', () => {
    expect(loadConfig({}).sqliteCommitPipeline).toBe(true);
    expect(loadConfig({ SQLITE_COMMIT_PIPELINE: 'off' }).sqliteCommitPipeline).toBe(false);
    expect(() => loadConfig({ SQLITE_COMMIT_PIPELINE: 'yes' })).toThrow(ConfigError);
  });
});
