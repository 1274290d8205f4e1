import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { InquiryRequest } from '../../src/inquiry/schema.ts';

export interface StoredInquiry {
  id: string;
  receivedAt: string;
  idempotencyKey: string;
  name: string;
  email: string;
  phone: string;
  inquiry: string;
  subject: string;
  message: string;
  pageUrl: string;
}

/**
 * Accepted inquiries in an append-only JSON-lines file. Each record is written and fsync'ed before the caller
 * answers 2xx; a record whose idempotency key is already stored is returned instead of written again.
 */
export class InquiryStore {
  readonly file: string;
  private readonly byKey = new Map<string, StoredInquiry>();

  constructor(readonly dir: string) {
    this.file = join(dir, 'inquiries.jsonl');
    for (const record of readInquiries(this.file)) this.byKey.set(record.idempotencyKey, record);
  }

  /** Stores the inquiry once per idempotency key; `created` says whether this call wrote it. */
  add(request: InquiryRequest): { record: StoredInquiry; created: boolean } {
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return { record: known, created: false };
    const record: StoredInquiry = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      idempotencyKey: request.idempotencyKey,
      name: request.name,
      email: request.email,
      phone: request.phone,
      inquiry: request.inquiry,
      subject: request.subject,
      message: request.message,
      pageUrl: request.pageUrl,
    };
    mkdirSync(this.dir, { recursive: true });
    const fd = openSync(this.file, 'a');
    try {
      writeSync(fd, `${JSON.stringify(record)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    this.byKey.set(record.idempotencyKey, record);
    return { record, created: true };
  }

  get size() {
    return this.byKey.size;
  }
}

/** Every complete record of a store file; a torn last line (a crash mid-write) is skipped. */
export function readInquiries(file: string): StoredInquiry[] {
  if (!existsSync(file)) return [];
  const records: StoredInquiry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as StoredInquiry);
    } catch {
      // Incomplete line: never acknowledged, so nothing is lost by skipping it.
    }
  }
  return records;
}
