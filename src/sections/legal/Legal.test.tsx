import { afterEach, describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

afterEach(() => history.replaceState(null, '', '/'));

const main = async (path: string) => {
  history.replaceState(null, '', path);
  const { root } = await renderElement('phx-router');
  await waitFor(() => root.querySelector('main h1'));
  return root.querySelector('main')!;
};

describe('the notices', { timeout: 20_000 }, () => {
  it('the legal notice names the provider, its address, representative, contact, registration and tax ID', async () => {
    const text = textOf(await main('/de/legal'));
    for (const line of [
      'Impressum',
      'Phoenix Bionics, Inc.',
      '1200 Example Avenue, Suite 400',
      'Vertreten durch',
      'Alex Example',
      '+1 (555) 010-4200',
      'hello@example.com',
      'State of Example Corporate Registry, No. 0000000',
      'US-00-0000000',
    ])
      expect(text).toContain(line);
  });

  it('the privacy notice says what is collected, what for, how long it is kept and whom to write to', async () => {
    const page = await main('/privacy');
    const text = textOf(page);
    expect(text).toContain('To answer your request');
    expect(text).toContain('We delete a request 365 days after it arrives');
    expect(text).toContain('Art. 9(2)(a) GDPR');
    expect(page.querySelector('a[href="mailto:privacy@example.com"]')).not.toBeNull();
  });
});
