import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Never write credentials or cookies to the log.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
  });
}
