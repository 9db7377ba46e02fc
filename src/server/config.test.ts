import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { tileSource } from './http/security';

describe('config', () => {
  it('runs embedded with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it('defaults the map tiles to OpenStreetMap with its attribution, and takes another source', () => {
    expect(loadConfig({})).toMatchObject({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    const own = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' });
    expect(own.MAP_TILE_URL).toBe('https://{s}.tiles.example.com/{z}/{x}/{y}.png');
    expect(tileSource(own.MAP_TILE_URL)).toBe('https://*.tiles.example.com');
    expect(tileSource(loadConfig({}).MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
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
    ['MAP_TILE_URL', 'https://tiles.example.com/{z}/{x}.png'],
    ['MAP_TILE_URL', 'ftp://tiles.example.com/{z}/{x}/{y}.png'],
  ])('stops start-up naming %s when its value is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
