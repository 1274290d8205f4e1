import { afterEach, describe, expect, it } from 'vitest';
import { generatedClinics } from '../../test/generated-clinics';
import { publish } from '../../content/clinics/published';
import { readClinicsCsv } from '../../content/clinics/read-csv';
import { type } from '../../test/form';
import { renderElement } from '../../test/render';
import { serveClinics } from '../../test/sample-clinics';
import { waitFor } from '../../test/wait';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('<phx-clinics> with ten thousand clinics', () => {
  it('draws a screen of rows, never all of them, and tells assistive technology how long the list is', async () => {
    const { clinics } = readClinicsCsv(generatedClinics(10_000));
    const asked = serveClinics(publish(clinics));
    const { root } = await renderElement('phx-clinics');
    const status = () => root.querySelector('[role=status]')!.textContent!.trim();
    await waitFor(() => status() === '10,000 clinics.', 10_000);
    const rows = () => root.querySelectorAll('li[data-clinic]');
    await waitFor(() => rows().length > 0);
    expect(rows().length).toBeGreaterThan(3);
    expect(rows().length).toBeLessThan(20);
    expect(rows()[0].getAttribute('aria-setsize')).toBe('10000');
    expect(rows()[0].getAttribute('aria-posinset')).toBe('1');
    // The compact index and the first rows' shard of details: not the other ninety-nine shards.
    await waitFor(() => asked.some((path) => path.includes('/shard-')));
    expect(asked.filter((path) => path.includes('/shard-'))).toEqual([expect.stringMatching(/\/shard-0\.json$/)]);

    type(root.querySelector<HTMLInputElement>('[name=q]')!, 'berlin');
    await waitFor(() => /^\d+ clinics\.$/.test(status()) && status() !== '10,000 clinics.');
    expect(rows().length).toBeLessThan(20);
    for (const row of rows()) expect(row.textContent).toContain('Berlin');
  }, 30_000);
});
