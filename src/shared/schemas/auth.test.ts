import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  firstValidationMessage,
  loginSchema,
  passwordSchema,
  profileEditSchema,
  sanitizeString,
  signUpFormSchema,
  signUpSchema,
  totpCodeSchema,
} from './auth';

const message = (
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) => firstValidationMessage(schema.safeParse(value).error);

describe('sanitizeString (trim, remove < and >)', () => {
  it('never leaves angle brackets or surrounding whitespace, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const clean = sanitizeString(value);
        expect(clean).not.toMatch(/[<>]/);
        expect(clean).toBe(clean.trim());
        expect(sanitizeString(clean)).toBe(clean);
      }),
    );
  });

  it('keeps every other character in order', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(sanitizeString(value)).toBe(value.replace(/[<>]/g, '').trim());
      }),
    );
    expect(sanitizeString('  <script>Sam</script> ')).toBe('scriptSam/script');
  });
});

describe('email', () => {
  it('has the spec messages', () => {
    expect(message(emailSchema, '')).toBe('Email is required');
    expect(message(emailSchema, '   ')).toBe('Email is required');
    expect(message(emailSchema, 'plainaddress')).toBe('Invalid email format');
    expect(message(emailSchema, 'a@b')).toBe('Invalid email format');
    expect(emailSchema.parse('  someone@example.com ')).toBe('someone@example.com');
  });

  it('accepts generated valid addresses and refuses anything without an @', () => {
    const local = fc
      .stringMatching(/^[a-z0-9]([a-z0-9._-]{0,20}[a-z0-9])?$/)
      .filter((s) => !s.includes('..'));
    const domain = fc.stringMatching(/^[a-z0-9]{1,15}\.[a-z]{2,6}$/);
    fc.assert(
      fc.property(local, domain, (user, host) => {
        expect(emailSchema.safeParse(`${user}@${host}`).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.includes('@') && s.trim() !== ''),
        (value) => {
          expect(message(emailSchema, value)).toBe('Invalid email format');
        },
      ),
    );
  });
});

describe('password', () => {
  const rules = (value: string) => {
    if (value.length < 8) return 'Password must be at least 8 characters';
    if (value.length > 128) return 'Password must be at most 128 characters';
    if (!/[A-Z]/.test(value)) return 'Password must contain at least one uppercase letter';
    if (!/[a-z]/.test(value)) return 'Password must contain at least one lowercase letter';
    if (!/[0-9]/.test(value)) return 'Password must contain at least one number';
    return null;
  };

  it('gives the first broken rule, in the spec order, for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (value) => {
        const result = passwordSchema.safeParse(value);
        const expected = rules(value);
        if (expected === null) expect(result.success).toBe(true);
        else expect(firstValidationMessage(result.error)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts any password built to the rules', () => {
    const password = fc
      .tuple(
        fc.stringMatching(/^[A-Z]$/),
        fc.stringMatching(/^[a-z]$/),
        fc.stringMatching(/^[0-9]$/),
        fc.string({ minLength: 5, maxLength: 60 }),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(password, (value) => {
        expect(passwordSchema.safeParse(value).success).toBe(true);
      }),
    );
  });

  it('has the spec messages word for word', () => {
    expect(message(passwordSchema, 'Ab1')).toBe('Password must be at least 8 characters');
    expect(message(passwordSchema, 'abcdefg1')).toBe('Password must contain at least one uppercase letter');
    expect(message(passwordSchema, 'ABCDEFG1')).toBe('Password must contain at least one lowercase letter');
    expect(message(passwordSchema, 'Abcdefgh')).toBe('Password must contain at least one number');
  });
});

describe('sign-up and login', () => {
  it('sign-up sanitises the optional display name and defaults it to empty', () => {
    expect(signUpSchema.parse({ email: 'a@example.com', password: 'Passw0rd' }).name).toBe('');
    expect(signUpSchema.parse({ email: 'a@example.com', password: 'Passw0rd', name: ' <Al> ' }).name).toBe(
      'Al',
    );
    expect(
      message(signUpSchema, { email: 'a@example.com', password: 'Passw0rd', name: 'x'.repeat(101) }),
    ).toBe('Display name too long');
  });

  it('the form also carries the two agreements', () => {
    const parsed = signUpFormSchema.parse({
      email: 'a@example.com',
      password: 'Passw0rd',
      acceptPrivacy: true,
      acceptTerms: false,
    });
    expect(parsed).toMatchObject({ acceptPrivacy: true, acceptTerms: false });
  });

  it('login checks the email the same way and only requires a password', () => {
    expect(message(loginSchema, { email: 'nope', password: 'x' })).toBe('Invalid email format');
    expect(message(loginSchema, { email: 'a@example.com', password: '' })).toBe('Password is required');
    expect(loginSchema.safeParse({ email: 'a@example.com', password: 'old' }).success).toBe(true);
  });

  it('two-factor codes are six digits, spaces allowed', () => {
    expect(totpCodeSchema.parse('123 456')).toBe('123456');
    expect(message(totpCodeSchema, '12345')).toBe('Enter the 6-digit code from your authenticator app');
  });
});

describe('profile edit (spec section 5)', () => {
  it('has the spec messages', () => {
    expect(message(profileEditSchema, { display_name: 'x'.repeat(101) })).toBe('Display name too long');
    expect(message(profileEditSchema, { username: 'x'.repeat(51) })).toBe('Username too long');
    expect(message(profileEditSchema, { username: 'no spaces' })).toBe(
      'Username can only contain letters, numbers, and underscores',
    );
    expect(message(profileEditSchema, { avatar_url: 'not a url' })).toBe('Invalid URL');
    expect(profileEditSchema.parse({ display_name: ' <Jo> ' })).toEqual({ display_name: 'Jo' });
  });

  it('accepts exactly the usernames of letters, digits and underscores up to 50', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const ok = /^[A-Za-z0-9_]*$/.test(value) && value.length <= 50;
        expect(profileEditSchema.safeParse({ username: value }).success).toBe(ok);
      }),
    );
  });

  it('falls back to Validation failed when there is no message', () => {
    expect(firstValidationMessage(undefined)).toBe('Validation failed');
    expect(firstValidationMessage({ issues: [] })).toBe('Validation failed');
  });
});
