import { describe, expect, it } from 'vitest';
import { isLoopback, tooManyAttempts } from './rate-limit';

describe('rate-limit helpers', () => {
  it('recognises loopback addresses only', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '192.168.1.127', '::2', '2001:db8::1', '128.0.0.1']) {
      expect(isLoopback(address)).toBe(false);
    }
  });

  it('says how long to wait, in minutes', () => {
    expect(tooManyAttempts(30).userMessage).toBe('Too many attempts. Please wait a minute and try again.');
    expect(tooManyAttempts(61).userMessage).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(tooManyAttempts(900)).toMatchObject({ status: 429, code: 'too_many_attempts' });
  });
});
