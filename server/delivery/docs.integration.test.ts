// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { recordOf } from '../../src/inquiry/record.ts';
import { request } from '../../test/server/sqlite-inquiries.ts';
import { freePort } from '../../test/server/free-port.ts';
import { waitFor } from '../../src/test/wait.ts';
import { testSecret } from '../../test/server/webhook-receiver.ts';
import { createWebhookSender } from './webhook.ts';

// Real servers and child processes on a machine shared with other work: generous limits, no fixed sleeps.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const root = fileURLToPath(new URL('../..', import.meta.url));
// Inside node_modules so that the example's `import 'standardwebhooks'` resolves as in a receiver's project.
const dir = mkdtempSync(join(root, 'node_modules', '.phx-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the webhook receiver example in docs/inquiries.md', () => {
  it('accepts a delivery signed with its secret and refuses one signed with another', async () => {
    const doc = readFileSync(join(root, 'docs/inquiries.md'), 'utf8');
    const example = doc.match(/```js\n([\s\S]*?)```/)?.[1] ?? '';
    expect(example.split('\n').length).toBeLessThanOrEqual(22);
    const port = await freePort();
    writeFileSync(join(dir, 'receiver.mjs'), example.replace('listen(8080)', `listen(${port})`));
    const child = spawn(process.execPath, [join(dir, 'receiver.mjs')], {
      env: { ...process.env, PHX_WEBHOOK_SECRET: testSecret },
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    try {
      const url = `http://127.0.0.1:${port}/`;
      const inquiry = recordOf(request(1), 'inquiry-1', new Date().toISOString());
      const delivery = { id: 'delivery-1', recipient: 'team', target: null, inquiry } as Parameters<
        ReturnType<typeof createWebhookSender>
      >[0];
      await waitFor(
        () =>
          fetch(url, { method: 'POST' }).then(
            () => true,
            () => false,
          ),
        45_000,
        'the example to listen',
      );
      await createWebhookSender({ url, secret: testSecret })(delivery);
      await waitFor(() => out.includes('delivery-1: consultation from person1@example.com'), 45_000, 'its log line');
      const forged = `whsec_${Buffer.from('another secret of thirty-two bytes').toString('base64')}`;
      await expect(createWebhookSender({ url, secret: forged })({ ...delivery, id: 'forged' })).rejects.toThrow(
        'HTTP 400',
      );
      expect(out).not.toContain('forged');
    } finally {
      child.kill();
    }
  });
});
