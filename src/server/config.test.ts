import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('runs embedded with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it('parses lists and trims the public URL', () => {
    const config = loadConfig({
      PORT: '8080',
      ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ,',
      PUBLIC_URL: 'https://shed.example.com/',
    });
    expect(config.ADMIN_EMAILS).toEqual(['ann@example.com', 'bob@example.com']);
    expect(config.publicUrl).toBe('https://shed.example.com');
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_EMAILS', 'root'],
  ])('stops start-up naming %s when its value is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
