import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The key that signs session cookies and encrypts two-factor secrets. AUTH_SECRET when set
 * (required for several processes: config.ts refuses server mode in production without it);
 * otherwise generated once and kept in DATA_DIR so sessions survive a restart.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // 'wx' fails if another process wrote it first; then that one's secret wins.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
