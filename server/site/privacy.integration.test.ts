// @vitest-environment node
/** /privacy and /faq state the days this server keeps an inquiry (PHX_RETENTION_DAYS), not a constant. */
import { describe, expect, it } from 'vitest';
import { startServer } from '../../test/server/test-server';

const page = async (url: string, path: string) => (await fetch(`${url}${path}`)).text();

describe('the days an inquiry is kept', () => {
  it('are the server’s own on /privacy, in every language, and in what the browser hydrates with', async () => {
    const { url } = await startServer({ delivery: { retentionDays: 90 } });
    const english = await page(url, '/privacy');
    expect(english).toContain('Our server deletes your request 90 days after it arrives.');
    expect(english).toContain('&#34;retentionDays&#34;:90');
    expect(await page(url, '/de/privacy')).toContain('Unser Server löscht Ihre Anfrage 90 Tage nach ihrem Eingang.');
    expect(await page(url, '/faq')).toContain('Our server deletes your request 90 days after it arrives.');
  });

  it('are the build’s where the server has no setting of its own (the static export renders so)', async () => {
    const { url } = await startServer();
    expect(await page(url, '/privacy')).toContain('Our server deletes your request 365 days after it arrives.');
  });
});
