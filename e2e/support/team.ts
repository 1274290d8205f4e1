import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Visit } from './browser';

/** The OpenID provider's development login page asks Google for a font: answered here, as the tests have no network. */
export async function noFonts(page: Page) {
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
}

/** Signs `login` in to the inbox at `url` (in the browser's language, English), through the test provider's login form. */
export async function signIn(v: Visit, url: string, login: string) {
  await noFonts(v.page);
  await v.page.goto(`${url}/team`);
  expect(new URL(v.page.url()).pathname).toBe('/team/sign-in');
  await v.page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await v.page.locator('input[name=login]').fill(login);
  await v.page.locator('input[name=password]').fill('any');
  await v.page.getByRole('button', { name: 'Sign-in' }).click();
  await v.page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
}
