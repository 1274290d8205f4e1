import { createHash, createHmac, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { contentOf, type InquiryInput } from '../store/store.ts';

/** Whether the hidden `website` field was filled, with a value of any type: people never fill it. */
export function isBot(input: unknown): boolean {
  const website = (input as Record<string, unknown>).website;
  return website !== undefined && website !== null && website !== '';
}

type BotAnswer = { status: 201 | 200; id: string; receivedAt: string } | { status: 409 };

/**
 * Answers a bot exactly as the store would answer a person, storing nothing: the same id for a replay of a key
 * (201 first, 200 after), 409 for other content under a key it used.
 */
export class BotTrap {
  private readonly secret = randomBytes(32);
  /** By key: when it came and a digest of its content (a bot's 8 KB messages are not worth keeping 10,000 of). */
  private readonly seen = new LRUCache<string, { receivedAt: string; content: string }>({ max: 10_000 });

  answer(request: InquiryInput): BotAnswer {
    const known = this.seen.get(request.idempotencyKey);
    const content = createHash('sha256').update(contentOf(request)).digest('base64');
    if (known && known.content !== content) return { status: 409 };
    const id = this.idFor(request.idempotencyKey);
    if (known) return { status: 200, id, receivedAt: known.receivedAt };
    const receivedAt = new Date().toISOString();
    this.seen.set(request.idempotencyKey, { receivedAt, content });
    return { status: 201, id, receivedAt };
  }

  /** A UUID-shaped id derived from the key, so even a key forgotten by the bounded table gets its old id. */
  private idFor(key: string): string {
    const hex = createHmac('sha256', this.secret).update(key).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
