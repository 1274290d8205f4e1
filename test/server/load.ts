/** Load a test or the benchmark puts on a running server: inquiries to store, and paths nobody links to. */

/** Runs `task(i)` for i = 0…count-1, at most `concurrency` at a time. */
async function pooled(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Sends `count` distinct inquiries and returns each answer time in ms; throws unless each is stored (201). */
export async function sendInquiries(url: string, count: number, concurrency: number): Promise<number[]> {
  const times: number[] = [];
  const run = `${Date.now()}-${concurrency}`;
  await pooled(count, concurrency, async (i) => {
    const body = JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench@example.com',
      phone: '',
      inquiry: 'general',
      subject: `Load ${i}`,
      message: 'A message of an ordinary length, a sentence or two about a fitting.',
      pageUrl: `${url}/contact`,
      idempotencyKey: `bench-${run}-${i}`,
    });
    const started = performance.now();
    const res = await fetch(`${url}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`inquiry ${i} answered ${res.status}`);
  });
  return times;
}

/** GETs `count` distinct unknown paths, 20 at a time; throws unless each is a 404. */
export async function requestUnknownPaths(url: string, count: number, prefix: string) {
  await pooled(count, 20, async (i) => {
    const res = await fetch(`${url}/${prefix}-${i}/${'x'.repeat(200)}`, { headers: { 'Accept-Encoding': 'br' } });
    await res.arrayBuffer();
    if (res.status !== 404) throw new Error(`${prefix}-${i} answered ${res.status}`);
  });
}
