import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile';
import { DEFAULT_USER_SETTINGS, userSettingsSchema, userSettingsUpdateSchema } from './user-settings';

/** http(s) URLs with a host, optional port and path (fc.webUrl is too slow to generate here). */
const webUrl = fc
  .tuple(
    fc.constantFrom('http', 'https'),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,15}(\.[a-z0-9-]{1,10}){0,2}\.[a-z]{2,6}$/),
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    fc.array(fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/), { maxLength: 4 }),
  )
  .map(([scheme, host, port, path]) => `${scheme}://${host}${port ? `:${port}` : ''}/${path.join('/')}`);

const firstMessage = (input: unknown) => {
  const result = profileUpdateSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('profile update schema (properties)', () => {
  it('sanitises every text field: no < or >, no surrounding spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const result = profileUpdateSchema.safeParse({
          first_name: raw.slice(0, 50),
          bio: raw,
          location: raw,
        });
        expect(result.success).toBe(true);
        if (!result.success) return;
        for (const value of [result.data.first_name, result.data.bio, result.data.location]) {
          expect(value).not.toMatch(/[<>]/);
          expect(value).toBe(value?.trim());
        }
      }),
    );
  });

  it('accepts a bio of up to 500 characters after sanitising and refuses longer ones', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 0, maxLength: 700 }), (raw) => {
        const cleaned = raw.replace(/[<>]/g, '').trim();
        const message = firstMessage({ bio: raw });
        if (cleaned.length <= 500) expect(message).toBeNull();
        else expect(message).toBe('Bio must be at most 500 characters');
      }),
    );
  });

  it('accepts usernames of letters, digits and underscores up to 50, refusing anything else', () => {
    const allowed = fc.stringMatching(/^[A-Za-z0-9_]{0,50}$/);
    fc.assert(
      fc.property(allowed, (username) => {
        expect(firstMessage({ username })).toBeNull();
      }),
    );
    const withForeign = fc
      .tuple(allowed, fc.constantFrom(' ', '-', '.', '@', 'é', '!', '/'), allowed)
      .map(([a, bad, b]) => `${a}${bad}${b}`.slice(0, 50))
      .filter((name) => /[^A-Za-z0-9_]/.test(name));
    fc.assert(
      fc.property(withForeign, (username) => {
        expect(firstMessage({ username })).toBe(
          'Username can only contain letters, numbers, and underscores',
        );
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_]{51,80}$/), (username) => {
        expect(firstMessage({ username })).toBe('Username too long');
      }),
    );
  });

  it('accepts display names up to 100 characters and refuses longer ones', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 150 }), (raw) => {
        const cleaned = raw.replace(/[<>]/g, '').trim();
        expect(firstMessage({ display_name: raw })).toBe(
          cleaned.length <= 100 ? null : 'Display name too long',
        );
      }),
    );
  });

  it('takes http(s) URLs as avatar_url and refuses anything else with Invalid URL', () => {
    fc.assert(
      fc.property(webUrl, (url) => {
        expect(firstMessage({ avatar_url: url })).toBeNull();
      }),
    );
    for (const bad of [
      'not a url',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://x.example/a.png',
    ]) {
      expect(firstMessage({ avatar_url: bad })).toBe('Invalid URL');
    }
  });
});

describe('user settings schema', () => {
  it('the defaults are valid settings, and any valid subset is a valid update', () => {
    expect(userSettingsSchema.parse(DEFAULT_USER_SETTINGS)).toEqual(DEFAULT_USER_SETTINGS);
    const keys = Object.keys(DEFAULT_USER_SETTINGS) as (keyof typeof DEFAULT_USER_SETTINGS)[];
    fc.assert(
      fc.property(fc.subarray(keys), (subset) => {
        const update = Object.fromEntries(subset.map((key) => [key, DEFAULT_USER_SETTINGS[key]]));
        expect(userSettingsUpdateSchema.safeParse(update).success).toBe(true);
      }),
    );
  });
});
