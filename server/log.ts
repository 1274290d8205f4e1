/**
 * What a part of the server writes to the log, by meaning: `info` for what went as it should (an inquiry stored, a
 * retention pass), `warn` for what goes on but wants a look (a delivery to be retried, a setting fixed up), `error`
 * for what lost or refused work (a failed write, a delivery given up, a store out of reach). pino's logger is one.
 */
export interface Log {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

/** Writes nothing (a store opened by a test or a tool that has nothing to say). */
export const silent: Log = { info: () => {}, warn: () => {}, error: () => {} };

/** Every level to one function (a command line tool's stderr). */
export const toOne = (write: (line: string) => void): Log => ({ info: write, warn: write, error: write });
