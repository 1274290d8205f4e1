/**
 * What `npm run inquiries` says about deliveries, and its delivery commands: `deliveries`, `retry <id>`,
 * `release [<id>]`, `erase --email <address>`, `export --email <address>`. Output is text (JSON for export); values a visitor typed
 * are passed through `safe` before they reach a terminal.
 */
import { type Delivery, laneOf, NotScrubbed, type Outbox } from '../delivery/outbox.ts';
import { terminalSafe } from '../http/terminal-text.ts';

const when = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Who a delivery is for, in a few words: "webhook" (the team's), "email to clinic:hudson-limb-center", "patient" (the
 * patient's confirmation with their link).
 */
const recipientWords = (delivery: Pick<Delivery, 'kind' | 'recipient'>) =>
  delivery.recipient === 'team' || delivery.kind === 'patient'
    ? delivery.kind
    : `${delivery.kind} to ${delivery.recipient}`;

/** One delivery in a few words: "webhook pending (3 attempts, next 2026-…Z, last DeliveryRefused HTTP 503)". */
function deliveryState(delivery: Delivery): string {
  const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
  const last = delivery.lastError ? `, last ${delivery.lastError}` : '';
  const who = recipientWords(delivery);
  if (delivery.state === 'sent') return `${who} sent ${delivery.sentAt ?? ''}`.trimEnd();
  if (delivery.state === 'failed') return `${who} FAILED (${attempts}${last})`;
  if (delivery.state === 'withheld') return `${who} withheld (${delivery.lastError ?? ''})`;
  if (delivery.state === 'held') return `${who} HELD over the clinic's hourly cap (release: -- release ${delivery.id})`;
  return `${who} pending (${attempts}, next ${when(delivery.nextAttemptAt)}${last})`;
}

/** The `delivery:` line of each inquiry in the listing. */
export const deliveryLine = (deliveries: Delivery[]) =>
  deliveries.length ? deliveries.map(deliveryState).join('; ') : 'none (no e-mail or webhook was configured)';

/**
 * `deliveries`: each pending or failed delivery with its id (for `retry <id>`), then each recipient's state (how many
 * of its deliveries were sent, are pending, failed; its address where the row names one), then a count.
 */
function deliveriesText(all: Delivery[]): string {
  const deliveries = all.filter((d) => d.state !== 'sent');
  const lines = deliveries.map((d) => `${d.id}  inquiry ${d.inquiryId}  ${deliveryState(d)}`);
  const byRecipient = new Map<string, Record<Delivery['state'], number> & { targets: Set<string> }>();
  const sorted = [...all].sort((a, b) => Number(b.recipient === 'team') - Number(a.recipient === 'team'));
  for (const d of sorted) {
    const who = laneOf(d);
    const counts = byRecipient.get(who) ?? {
      sent: 0,
      pending: 0,
      failed: 0,
      withheld: 0,
      held: 0,
      targets: new Set<string>(),
    };
    counts[d.state]++;
    if (d.target) counts.targets.add(d.target);
    byRecipient.set(who, counts);
  }
  const width = Math.max(0, ...[...byRecipient.keys()].map((who) => who.length));
  const recipients = [...byRecipient].map(
    ([who, { sent, pending, failed, withheld, held, targets }]) =>
      `  ${who.padEnd(width)}  ${sent} sent, ${pending} pending, ${failed} failed` +
      (withheld ? `, ${withheld} withheld` : '') +
      (held ? `, ${held} held` : '') +
      (targets.size ? `  (${[...targets].map(terminalSafe).join('; ')})` : ''),
  );
  return [
    ...(lines.length ? lines : ['No deliveries pending or failed.']),
    ...(recipients.length ? ['By recipient:', ...recipients] : []),
    ...(lines.length ? [summaryOf(deliveries)] : []),
    '',
  ].join('\n');
}

/** "3 pending, 1 failed", and the held and withheld where there are any. */
function summaryOf(deliveries: Delivery[]) {
  const count = (state: Delivery['state']) => deliveries.filter((d) => d.state === state).length;
  const [held, withheld] = [count('held'), count('withheld')];
  return (
    `${count('pending')} pending, ${count('failed')} failed` +
    (held ? `, ${held} held` : '') +
    (withheld ? `, ${withheld} withheld` : '')
  );
}

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const commands = ['deliveries', 'retry', 'release', 'erase', 'export'] as const;
export const isDeliveryCommand = (word: string | undefined) => commands.includes(word as (typeof commands)[number]);

/** Runs one delivery command; resolves to the process's exit code. */
export async function runDeliveryCommand(
  args: string[],
  outbox: Outbox,
  io: CliIo,
  patient: {
    /** What an erase already erased request by request (inquiries/erase.ts), added to its count. */
    erasedBefore?: { inquiries: number; deliveries: number };
    /** The consents withdrawn from a request (patient/db.ts), for the export. */
    withdrawalsOf?: (id: string) => Promise<unknown[]>;
  } = {},
): Promise<number> {
  const erasedBefore = patient.erasedBefore ?? { inquiries: 0, deliveries: 0 };
  const [command] = args;
  const emailAt = args.indexOf('--email');
  const email = emailAt >= 0 ? args[emailAt + 1] : undefined;
  if (command === 'deliveries') {
    io.out(deliveriesText(await outbox.list()));
    return 0;
  }
  if (command === 'retry') {
    const id = args[1];
    if (!id) return usage(io, 'retry needs a delivery id: npm run inquiries -- retry <id> (ids: -- deliveries)');
    if (!(await outbox.retry(id, Date.now()))) {
      io.err(`No pending or failed delivery has the id ${id}.\n`);
      return 1;
    }
    io.out(`Delivery ${id} will be sent again within a few seconds by the running server.\n`);
    return 0;
  }
  if (command === 'release') {
    const released = await outbox.release(args[1], Date.now());
    if (args[1] && !released) {
      io.err(`No held delivery has the id ${args[1]}.\n`);
      return 1;
    }
    io.out(
      `Released ${released} held ${released === 1 ? 'copy' : 'copies'}: the running server sends them within a few seconds.\n`,
    );
    return 0;
  }
  if (!email) return usage(io, `${command} needs an address: npm run inquiries -- ${command} --email <address>`);
  if (command === 'erase') {
    const erased = (rest: { inquiries: number; deliveries: number }) => {
      const deleted = {
        inquiries: rest.inquiries + erasedBefore.inquiries,
        deliveries: rest.deliveries + erasedBefore.deliveries,
      };
      return (
        `Erased ${deleted.inquiries} ${deleted.inquiries === 1 ? 'inquiry' : 'inquiries'} and ${deleted.deliveries} ` +
        `${deleted.deliveries === 1 ? 'delivery' : 'deliveries'} of this address.\n`
      );
    };
    try {
      io.out(erased(await outbox.eraseByEmail(email)));
      return 0;
    } catch (error) {
      if (!(error instanceof NotScrubbed)) throw error;
      io.out(erased(error.deleted));
      io.err(`Their bytes may still be in the database's files: ${error.reason}. Run the same erase again.\n`);
      return 1;
    }
  }
  const found = [];
  for (const entry of await outbox.exportByEmail(email))
    found.push(
      patient.withdrawalsOf ? { ...entry, withdrawals: await patient.withdrawalsOf(entry.inquiry.id) } : entry,
    );
  io.out(`${JSON.stringify({ email, exportedAt: new Date().toISOString(), inquiries: found }, null, 2)}\n`);
  return 0;
}

function usage(io: CliIo, sentence: string) {
  io.err(`${sentence}\n`);
  return 2;
}
