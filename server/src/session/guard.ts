// A feature that throws must not take the server down: the exception is
// logged to the client's output channel, and a request answers with its
// fallback (empty, or a message for the user), a notification with nothing.
import type { Connection } from 'vscode-languageserver';
import { type Locale, t } from '../core/index';

export type Logger = (message: string) => void;

export function makeGuards(connection: Connection, locale: () => Locale) {
  return {
    /** Wraps a request handler; `fallback` makes the answer when it throws. */
    request<A extends unknown[], R>(
      feature: string,
      handler: (...args: A) => R,
      fallback: () => Awaited<NoInfer<R>> | null,
      uriOf: (...args: A) => string = () => '',
    ): (...args: A) => Promise<Awaited<R> | null> {
      return async (...args: A): Promise<Awaited<R> | null> => {
        try {
          return (await handler(...args)) as Awaited<R>;
        } catch (error) {
          connection.console.error(t(locale(), 'log.featureFailed', { feature, uri: uriOf(...args), error: describeError(error) }));
          return fallback();
        }
      };
    },

    /** Wraps a notification handler: an exception is logged, never thrown into the connection. */
    notification<P>(feature: string, handler: (params: P) => void): (params: P) => void {
      return (params) => {
        try {
          handler(params);
        } catch (error) {
          connection.console.error(`ATDF server: ${feature} failed: ${describeError(error)}`);
        }
      };
    },
  };
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  return String(error);
}
