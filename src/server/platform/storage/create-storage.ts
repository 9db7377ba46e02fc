import path from 'node:path';
import { type Config, ConfigError } from '../../config';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

/**
 * S3-compatible storage when the S3 settings are complete, otherwise local disk under
 * DATA_DIR/uploads. Half a set of S3 settings is a mistake worth stopping for, not a silent
 * fallback to disk (which would lose files across processes).
 */
export function createStorage(config: Config): ObjectStorage {
  const s3 = {
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_BUCKET: config.S3_BUCKET,
    S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY,
    S3_PUBLIC_URL: config.S3_PUBLIC_URL,
  };
  const present = Object.entries(s3).filter(([, value]) => Boolean(value));
  if (present.length === 0) {
    return new LocalDiskStorage(path.resolve(config.DATA_DIR, 'uploads'), config.publicUrl);
  }
  const missing = Object.entries(s3)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigError(`S3 storage is partly configured; also set ${missing.join(', ')}`);
  }
  return new S3Storage({
    endpoint: s3.S3_ENDPOINT!,
    region: config.S3_REGION,
    bucket: s3.S3_BUCKET!,
    accessKeyId: s3.S3_ACCESS_KEY_ID!,
    secretAccessKey: s3.S3_SECRET_ACCESS_KEY!,
    publicUrl: s3.S3_PUBLIC_URL!,
    timeoutMs: config.S3_TIMEOUT_MS,
  });
}
