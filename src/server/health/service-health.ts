/**
 * What this process last saw of each outside service: every call through a tracked adapter
 * records success or its error, so /api/health/ready can say "degraded" with the reason and turn
 * back to "ok" after the next call that works.
 */
export type ServiceName = 'storage' | 'mail' | 'payments';

export interface ServiceState {
  status: 'ok' | 'degraded';
  lastError: string | null;
  lastErrorAt: string | null;
}

export class ServiceHealth {
  private readonly states = new Map<ServiceName, ServiceState>();

  recordOk(service: ServiceName): void {
    const previous = this.states.get(service);
    this.states.set(service, {
      status: 'ok',
      lastError: previous?.lastError ?? null,
      lastErrorAt: previous?.lastErrorAt ?? null,
    });
  }

  recordError(service: ServiceName, err: unknown): void {
    // The message only: stack traces and request details stay in the log.
    const message = err instanceof Error ? err.message : String(err);
    this.states.set(service, {
      status: 'degraded',
      lastError: message.slice(0, 300),
      lastErrorAt: new Date().toISOString(),
    });
  }

  get(service: ServiceName): ServiceState {
    return this.states.get(service) ?? { status: 'ok', lastError: null, lastErrorAt: null };
  }
}

/**
 * The adapter with every promise-returning method recorded in `health`. Methods run on the
 * original object (class internals untouched); `instanceof` still sees the original class.
 */
export function tracked<T extends object>(target: T, service: ServiceName, health: ServiceHealth): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(object, args);
        if (!(result instanceof Promise)) return result;
        return result.then(
          (answer) => {
            health.recordOk(service);
            return answer;
          },
          (err: unknown) => {
            health.recordError(service, err);
            throw err;
          },
        );
      };
    },
  });
}
