/**
 * What `npm run inquiries` says about deliveries, and its delivery commands: `deliveries`, `retry <id>`,
 * `erase --email <address>`, `export --email <address>`. Output is text (JSON for export); values a visitor typed
 * are passed through `safe` before they reach a terminal.
 */
import { type Delivery, NotScrubbed, type Outbox } from '../delivery/outbox.ts';

const when = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** One delivery in a few words: "webhook pending (3 attempts, next 2026-…Z, last DeliveryRefused HTTP 503)". */
export function deliveryState(delivery: Delivery): string {
  const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
  const last = delivery.lastError ? `, last ${delivery.lastError}` : '';
  if (delivery.state === 'sent') return `${delivery.kind} sent ${delivery.sentAt ?? ''}`.trimEnd();
  if (delivery.state === 'failed') return `${delivery.kind} FAILED (${attempts}${last})`;
  return `${delivery.kind} pending (${attempts}, next ${when(delivery.nextAttemptAt)}${last})`;
}

/** The `delivery:` line of each inquiry in the listing. */
export const deliveryLine = (deliveries: Delivery[]) =>
  deliveries.length ? deliveries.map(deliveryState).join('; ') : 'none (no e-mail or webhook was configured)';

/** `deliveries`: each pending or failed delivery with its id (for `retry <id>`), then a count. */
export function deliveriesText(deliveries: Delivery[]): string {
  if (!deliveries.length) return 'No deliveries pending or failed.\n';
  const lines = deliveries.map((d) => `${d.id}  inquiry ${d.inquiryId}  ${deliveryState(d)}`);
  const failed = deliveries.filter((d) => d.state === 'failed').length;
  return `${lines.join('\n')}\n${deliveries.length - failed} pending, ${failed} failed\n`;
}

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const commands = ['deliveries', 'retry', 'erase', 'export'] as const;
export const isDeliveryCommand = (word: string | undefined) => commands.includes(word as (typeof commands)[number]);

/** Runs one delivery command; resolves to the process's exit code. */
export async function runDeliveryCommand(args: string[], outbox: Outbox, io: CliIo): Promise<number> {
  const [command] = args;
  const emailAt = args.indexOf('--email');
  const email = emailAt >= 0 ? args[emailAt + 1] : undefined;
  if (command === 'deliveries') {
    io.out(deliveriesText(await outbox.list(['pending', 'failed'])));
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
  if (!email) return usage(io, `${command} needs an address: npm run inquiries -- ${command} --email <address>`);
  if (command === 'erase') {
    const erased = (deleted: { inquiries: number; deliveries: number }) =>
      `Erased ${deleted.inquiries} ${deleted.inquiries === 1 ? 'inquiry' : 'inquiries'} and ${deleted.deliveries} ` +
      `${deleted.deliveries === 1 ? 'delivery' : 'deliveries'} of this address.\n`;
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
  const found = await outbox.exportByEmail(email);
  io.out(`${JSON.stringify({ email, exportedAt: new Date().toISOString(), inquiries: found }, null, 2)}\n`);
  return 0;
}

function usage(io: CliIo, sentence: string) {
  io.err(`${sentence}\n`);
  return 2;
}
