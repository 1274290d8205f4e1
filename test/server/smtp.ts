/** Test support: a real SMTP server (smtp-server): every message it accepts, parsed with mailparser; it can be stopped. */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

export interface TestSmtp {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** The raw envelope recipients of each accepted message. */
  envelopes: string[][];
  /** When each message had arrived (performance.now()). */
  arrivals: number[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startSmtp(port?: number): Promise<TestSmtp> {
  const at = port ?? (await freePort());
  const mails: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const arrivals: number[] = [];
  const waiters: (() => void)[] = [];
  let server: SMTPServer | undefined;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            mails.push(mail);
            arrivals.push(performance.now());
            envelopes.push(session.envelope.rcptTo.map((r) => r.address));
            callback();
            for (const wake of waiters.splice(0)) wake();
          },
          (error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(at, '127.0.0.1', () => resolve());
    });
  };
  await start();
  return {
    port: at,
    url: `smtp://127.0.0.1:${at}`,
    mails,
    envelopes,
    arrivals,
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${mails.length} of ${count} mails arrived`)), timeoutMs);
        const check = () => {
          if (mails.length >= count) {
            clearTimeout(timer);
            resolve(mails);
          } else waiters.push(check);
        };
        check();
      }),
  };
}
