// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serverRenderer } from '../site/pages.ts';
import { waitFor } from '../../src/test/wait.ts';
import { startChildServer } from '../../test/server/child-server.ts';
import { startServer } from '../../test/server/test-server.ts';

// The first render loads the whole server bundle: once, before the tests' own clocks start.
beforeAll(() => serverRenderer(fileURLToPath(new URL('../..', import.meta.url))), 60_000);

describe('GET /api/elements/<tag>: one element rendered for hosts without Node', () => {
  it('answers the element with its attributes, in its language, readable before any script', async () => {
    const { url } = await startServer();
    const res = await fetch(
      `${url}/api/elements/phx-contact?inquiry=consultation&lang=de&endpoint=https%3A%2F%2Fclinic.example%2Fapi%2Finquiries`,
    );
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(html).toMatch(
      /^<phx-contact inquiry="consultation" lang="de" endpoint="https:\/\/clinic.example\/api\/inquiries" data-phx-ssr><template shadowrootmode="open">/,
    );
    expect(html).toContain('action="https://clinic.example/api/inquiries"');
    expect(html).toContain('Kontakt');
    expect(html).toMatch(/<option value="consultation" selected/);
  });

  it('shows only the products asked for, with links to the company site', async () => {
    const { url } = await startServer();
    const html = await (
      await fetch(`${url}/api/elements/phx-products?product=smarthand-ai&site-url=https%3A%2F%2Fphoenix.example`)
    ).text();
    expect(html).toContain('SmartHand AI');
    expect(html).not.toContain('FlexiGrip Elite');
    expect(html).toContain('href="https://phoenix.example/contact');
  });

  it('renders the whole site at the page address it is given (`url`), under its base', async () => {
    const { url } = await startServer();
    const page = encodeURIComponent('https://clinic.example/hands/about');
    const html = await (await fetch(`${url}/api/elements/phx-router?base=%2Fhands&url=${page}`)).text();
    expect(html).toMatch(/^<phx-router base="\/hands" data-phx-ssr>/);
    expect(html).toContain('Our Journey');
    expect(html).toContain('href="https://clinic.example/hands/products"');
    expect(html).toContain('aria-current="page">About Us');
  });

  it('answers 404 for a tag that is not a phx element', async () => {
    const { url } = await startServer();
    expect((await fetch(`${url}/api/elements/script`)).status).toBe(404);
  });

  it('says a clinic value that is no clinic id is invalid, and never repeats it in the log or the console', async () => {
    const warned = vi.spyOn(console, 'warn');
    try {
      const { url, leveled } = await startServer();
      const res = await fetch(`${url}/api/elements/phx-contact?clinic=${encodeURIComponent('Evil "clinic"\nline')}`);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('Evil');
      expect(leveled).toContain(
        'warn element <phx-contact>: its clinic is not a clinic id (lower-case letters, digits, hyphens); left out',
      );
      expect([...leveled, ...warned.mock.calls.flat().map(String)].join('\n')).not.toContain('Evil');
    } finally {
      warned.mockRestore();
    }
  });
});

describe('GET /api/elements/<tag> with values it does not take', () => {
  it('logs that a value was not valid without repeating it, and writes nothing to the console', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { url, leveled } = await startServer();
    const visitorText = 'Ada Lovelace has HIV';
    const query = new URLSearchParams({ clinic: `${visitorText}\n{"level":50}`, lang: visitorText, url: visitorText });
    expect((await fetch(`${url}/api/elements/phx-contact?${query}`)).status).toBe(200);
    expect(warned).not.toHaveBeenCalled();
    expect(leveled.join('\n')).not.toContain('Ada');
    expect(leveled).toContain(
      'warn render <phx-contact>: a value that is not valid was replaced by its default (not repeated)',
    );
    warned.mockRestore();
  });

  it('in production, every line the server writes is JSON, and none repeats the value', async () => {
    const server = await startChildServer({ NODE_ENV: 'production' });
    try {
      const query = new URLSearchParams({ clinic: 'Ada Lovelace has HIV\nnot json', url: 'Ada at home' });
      expect((await fetch(`${server.url}/api/elements/phx-contact?${query}`)).status).toBe(200);
      await waitFor(() => server.output().includes('"path":"/api/elements/phx-contact"'), 10_000, 'the request line');
      const lines = server.output().trim().split('\n');
      expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
      expect(lines.map((line) => JSON.parse(line).msg)).toContain(
        'element <phx-contact>: its clinic is not a clinic id (lower-case letters, digits, hyphens); left out',
      );
      expect(server.output()).not.toContain('Ada');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
