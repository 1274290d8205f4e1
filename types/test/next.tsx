// Compiled by `tsc --noEmit -p .` only: a Next.js page that uses @phoenix-bionics/phx/next by its name.
import { configure, PhxElement } from '@phoenix-bionics/phx/next';
import type { PhxElement as Implemented } from '../../src/next/index';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>() => undefined as unknown as T;

// The shipped declaration is the implementation's.
check<Same<Parameters<typeof PhxElement<'phx-products'>>, Parameters<typeof Implemented<'phx-products'>>>>();

configure({ siteUrl: 'https://phoenix-bionics.example' });

export const Page = () => (
  <main>
    <PhxElement tag="phx-products" product="neural-pro-x1,smarthand-ai" layout="grid" />
    <PhxElement tag="phx-contact" inquiry="consultation" endpoint="/api/inquiries" options={{ lang: 'de' }} />
    {/* @ts-expect-error <phx-products> has no attribute grip */}
    <PhxElement tag="phx-products" grip="power" />
    {/* @ts-expect-error grip takes the id of a grip */}
    <PhxElement tag="phx-demo" grip="banana" />
  </main>
);
