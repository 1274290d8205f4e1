import { existsSync } from 'node:fs';

/** Debian's Chromium (browser downloads fail on our machines), started the way these machines need. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  // Pages the tests fulfil themselves have no address, so Chromium counts them as public and would refuse their
  // requests to our loopback servers. Real pages on real hosts are unaffected.
  '--disable-features=LocalNetworkAccessChecks',
];

export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
}
