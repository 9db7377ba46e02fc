import pino from 'pino';

export type Logger = pino.Logger;

/** `destination` lets a test read the lines (default: stdout). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    // Never write credentials or cookies to the log.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that keeps every line as an object, for tests that check what was logged. */
export function createMemoryLogger(level = 'info'): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, {
    write: (line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines };
}
