/**
 * The daily overdue summary: once a day, after PHX_TEAM_SUMMARY_HOUR (UTC), the requests that have waited more than
 * the promised 24 hours for a first answer, to the team's e-mail (PHX_SMTP_URL, PHX_NOTIFY_TO) and webhook
 * (`inquiries.overdue`, signed as every webhook). It names requests by id, type, clinic, status, owner and how long
 * they waited: never what a patient wrote, nor their name. Of several servers on one database, one sends it.
 */
import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { matchLanguage } from '../../src/content/i18n/languages.ts';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import type { DeliveryConfig } from '../delivery/config.ts';
import { reasonOf } from '../delivery/outbox.ts';
import type { Log } from '../log.ts';
import { isOverdue, promisedHours } from './pages.ts';
import type { RequestState, TeamStore } from './store.ts';
import { teamWords } from './words.ts';

interface SummaryOptions {
  team: TeamStore;
  list: () => Promise<StoredInquiry[]> | StoredInquiry[];
  delivery?: DeliveryConfig;
  hour: number;
  /** Where the inbox is (for links), e.g. https://phoenix-bionics.example. */
  origin?: string;
  log: Log;
}

interface OverdueLine {
  id: string;
  receivedAt: string;
  hoursWaiting: number;
  inquiry: string;
  clinic: string | null;
  status: string;
  owner: string | null;
}

function overdueOf(inquiries: StoredInquiry[], states: Map<string, RequestState>, now: number): OverdueLine[] {
  return inquiries
    .filter((inquiry) => isOverdue(inquiry, states.get(inquiry.id), now))
    .map((inquiry) => ({
      id: inquiry.id,
      receivedAt: inquiry.receivedAt,
      hoursWaiting: Math.floor((now - Date.parse(inquiry.receivedAt)) / 3_600_000),
      inquiry: inquiry.inquiry,
      clinic: inquiry.clinic ?? null,
      status: states.get(inquiry.id)?.status ?? 'new',
      owner: states.get(inquiry.id)?.owner ?? null,
    }));
}

/** Sends today's summary if it is time and no server sent it yet; resolves to how many requests it named. */
export async function sendSummary(options: SummaryOptions, now: number): Promise<number | undefined> {
  const date = new Date(now);
  if (date.getUTCHours() < options.hour) return undefined;
  const { delivery } = options;
  if (!delivery?.mail && !delivery?.webhook) return undefined;
  const day = date.toISOString().slice(0, 10);
  if (!(await options.team.claimSummary(day, date.toISOString()))) return undefined;
  const lines = overdueOf(await options.list(), await options.team.states(), now);
  if (!lines.length) return 0;
  try {
    await deliver(options, delivery, lines, date);
  } catch (error) {
    // Not sent: another look (this server's or another's) tries again.
    await options.team.releaseSummary(day);
    throw error;
  }
  return lines.length;
}

async function deliver(options: SummaryOptions, delivery: DeliveryConfig, lines: OverdueLine[], date: Date) {
  const day = date.toISOString().slice(0, 10);
  const w = teamWords[matchLanguage(delivery.mail?.lang).lang];
  const link = (id: string) => `${options.origin ?? ''}/team/requests/${id}`;
  if (delivery.mail) {
    const transport = nodemailer.createTransport({ url: delivery.mail.smtpUrl, logger: false, debug: false });
    try {
      await transport.sendMail({
        from: delivery.mail.from,
        to: delivery.mail.to,
        subject: w.summarySubject({ count: lines.length, hours: promisedHours }),
        text: [
          w.summaryLead({ count: lines.length, hours: promisedHours }),
          '',
          ...lines.map(
            (line) =>
              `- ${line.hoursWaiting} h, ${w.statuses[line.status as keyof typeof w.statuses] ?? line.status}` +
              `${line.owner ? `, ${line.owner}` : ''}${line.clinic ? `, ${line.clinic}` : ''}: ${link(line.id)}`,
          ),
          '',
        ].join('\n'),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } finally {
      transport.close();
    }
  }
  if (delivery.webhook) {
    const body = JSON.stringify({
      type: 'inquiries.overdue',
      timestamp: date.toISOString(),
      data: { day, overdue: lines },
    });
    const id = randomUUID();
    // The attempt's own time (a receiver refuses a timestamp minutes away from its clock).
    const sentAt = new Date();
    const response = await fetch(delivery.webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'phx-webhooks',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': new Webhook(delivery.webhook.secret).sign(id, sentAt, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299)
      throw Object.assign(new Error('refused'), { code: `HTTP ${response.status}` });
  }
}

/** Looks every ten minutes whether today's summary is due. */
export function startOverdueSummary(options: SummaryOptions) {
  const look = () =>
    sendSummary(options, Date.now()).then(
      (count) => {
        if (count) options.log.info(`team inbox: overdue summary sent (${count} requests)`);
      },
      (error) => options.log.error(`team inbox: overdue summary failed: ${reasonOf(error)}`),
    );
  const timer = setInterval(look, 10 * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
