// A feature that throws must not take the server down: the exception is
// logged to the client's output channel and the request answers empty.
import type { Connection } from 'vscode-languageserver/node';
import type { Locale } from '../core/index';
import { t } from '../l10n';

export type Logger = (message: string) => void;

export function makeGuard(connection: Connection, locale: () => Locale) {
  return function guard<A extends unknown[], R>(
    feature: string,
    handler: (...args: A) => R,
    fallback: Awaited<R> | null,
    uriOf: (...args: A) => string = () => '',
  ): (...args: A) => Promise<Awaited<R> | null> {
    return async (...args: A): Promise<Awaited<R> | null> => {
      try {
        return (await handler(...args)) as Awaited<R>;
      } catch (error) {
        connection.console.error(t(locale(), 'log.featureFailed', { feature, uri: uriOf(...args), error: describeError(error) }));
        return fallback;
      }
    };
  };
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  return String(error);
}
