/**
 * The site's server as the e-mail tests need it: in this process, its requests delivered to a real SMTP server (the
 * team's address `teamAddress`), quick retries, and on request the patient's link (a link secret) and the team inbox
 * (a real OpenID provider). One starter for the tests of the clinic share, the patient's link, the inbox and the new
 * screens, each with a data folder of its own.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPhxServer } from '../../server/app.ts';
import { startProvider, teamConfigFor, type TestProvider } from '../../test/server/oidc.ts';
import { startSmtp, type TestSmtp } from '../../test/server/smtp.ts';

export const teamAddress = 'team@phx.example';

export interface MailSite {
  url: string;
  dataDir: string;
  smtp: TestSmtp;
  /** The OpenID provider the inbox signs in with (`team: true` only). */
  provider: TestProvider | undefined;
  stop(): Promise<void>;
}

export async function startMailSite({
  name,
  patientLink = false,
  team = false,
}: {
  /** Names its data folder (phx-e2e-<name>-…). */
  name: string;
  /** Sign the patients' links (confirmation e-mails with a link to their own request). */
  patientLink?: boolean;
  /** Serve the team inbox at /team, signing in through a test OpenID provider. */
  team?: boolean;
}): Promise<MailSite> {
  const smtp = await startSmtp();
  const provider = team ? await startProvider() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), `phx-e2e-${name}-`));
  const server = createPhxServer({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    dataDir,
    rateLimitPerMinute: 1000,
    log: () => {},
    delivery: {
      mail: { smtpUrl: smtp.url, to: [teamAddress], from: 'site@phx.example' },
      retentionDays: 365,
      ...(patientLink && { linkSecret: 'an e2e link secret of at least thirty-two characters' }),
    },
    deliveryTuning: { pollMs: 50 },
    ...(provider && { team: teamConfigFor(provider.issuer) }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await provider?.allow(url);
  return {
    url,
    dataDir,
    smtp,
    provider,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await provider?.stop();
      await smtp.stop();
    },
  };
}
