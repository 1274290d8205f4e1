/**
 * <phx-contact> on a partner's page with no endpoint set: it delivers to the company server phx.js came from, fails
 * where the visitor sees it when no receiver is known, and pretends only when told to (`endpoint="simulate"`).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { storedIn } from '../test/server/test-server';
import { contactDetails } from '../src/content/company';
import {
  baseURL,
  expectNoConsoleErrors,
  fillInquiry,
  hydrated,
  otherURL,
  page,
  type Visit,
  visit,
  visitHtml,
} from './support/browser';

const cdn = fileURLToPath(new URL('../dist/cdn/', import.meta.url));
const stored = (subject: string) => storedIn(inject('dataDir')).filter((r) => r.subject === subject);

/** The requests the page made to any /api/inquiries, by method. */
function posts(v: Visit) {
  const seen: string[] = [];
  v.page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/inquiries') seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** A partner's page on its own origin with `<phx-contact attributes>`, phx.js loaded from `loader`. */
const partnerPage = (loader: string, attributes = '') =>
  page(`<phx-contact${attributes}></phx-contact>`, `<script type="module" src="${loader}"></script>`);

describe('<phx-contact> without an endpoint, on a partner page', () => {
  it('loading phx.js from the company server, delivers to that server’s receiver', async () => {
    const v = await visitHtml(partnerPage(`${baseURL}/phx/phx.js`), { origin: otherURL, wait: 'phx-contact >> form' });
    const requests = posts(v);
    await fillInquiry(v.page, 'No endpoint, company loader');
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    await v.page.locator('[part=toast][data-variant=success]').waitFor();
    expect(requests).toEqual([`POST ${baseURL}/api/inquiries`]);
    expect(stored('No endpoint, company loader')).toHaveLength(1);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('loading phx from elsewhere, with no receiver known: an error with the phone and e-mail, the draft kept', async () => {
    const v = await visit('about:blank', { wait: false });
    const host = `${otherURL}/__host/no-receiver.html`;
    await v.page.route(host, (route) =>
      route.fulfill({ contentType: 'text/html', body: partnerPage('/vendor/phx/phx.js', ' lang="es"') }),
    );
    // The bundle served by the partner itself, from a folder that is not the company server's /phx/.
    await v.page.route(`${otherURL}/vendor/phx/**`, (route) =>
      route.fulfill({ path: join(cdn, new URL(route.request().url()).pathname.slice('/vendor/phx/'.length)) }),
    );
    await v.page.goto(host);
    await v.page.locator('phx-contact >> form').waitFor();
    await hydrated(v.page);
    const requests = posts(v);
    await v.page.getByLabel('Nombre completo', { exact: true }).fill('Ada Example');
    await v.page.locator('phx-contact input[type=email]').fill('ada@example.com');
    await v.page.getByLabel('Asunto', { exact: true }).fill('Sin destino');
    await v.page.getByLabel('Mensaje', { exact: true }).fill('Llámenme, por favor.');
    await v.page.getByRole('checkbox', { name: /^Acepto/ }).check();
    await v.page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const toast = v.page.locator('[part=toast][data-variant=error]');
    await toast.waitFor();
    expect(await toast.innerText()).toContain(
      `Llámenos al ${contactDetails.phone} o escríbanos a ${contactDetails.email}.`,
    );
    expect(await v.page.getByLabel('Mensaje', { exact: true }).inputValue()).toBe('Llámenme, por favor.');
    expect(await v.page.getByText('¡Mensaje enviado con éxito!').count()).toBe(0);
    expect(requests).toEqual([]);
    expect(v.errors).toEqual([expect.stringContaining('configure({ endpoint })')]);
    await v.close();
  });

  it('with endpoint="simulate", shows success and sends nothing', async () => {
    const v = await visitHtml(partnerPage(`${baseURL}/phx/phx.js`, ' endpoint="simulate"'), {
      origin: otherURL,
      wait: 'phx-contact >> form',
    });
    const requests = posts(v);
    await fillInquiry(v.page, 'Simulated, never stored');
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    await v.page.locator('[part=toast][data-variant=success]').waitFor();
    expect(requests).toEqual([]);
    expect(stored('Simulated, never stored')).toEqual([]);
    expectNoConsoleErrors(v);
    await v.close();
  });
});
