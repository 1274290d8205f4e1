// Compiled by `tsc --noEmit -p .` only: each mistake below is one the shipped types must catch (an expected error
// that does not come fails the type check), beside the same lines written right.
import { configure } from '@phoenix-bionics/phx';
import { renderElement } from '@phoenix-bionics/phx/server';

configure({ siteUrl: 'https://phoenix-bionics.example', endpoint: '/api/inquiries', lang: 'de' });
// @ts-expect-error configure() has no option siteURL (it is siteUrl)
configure({ siteURL: 'https://phoenix-bionics.example' });

export const Right = () => (
  <>
    <phx-demo grip="tripod" product="smarthand-ai" />
    <phx-products product="neural-pro-x1,smarthand-ai" layout="grid" />
    <phx-compare product="flexigrip-elite" />
    <phx-router mode="hash" base="/prosthetics" />
    <phx-clinics country="de" clinic="any-clinic-the-company-lists" />
    <phx-contact
      inquiry="consultation"
      onphx-submit={(event) => event.detail.email.toLowerCase()}
      onphx-submit-error={(event) => event.detail.reason.toUpperCase()}
    />
  </>
);

export const Wrong = () => (
  <>
    {/* @ts-expect-error grip takes the id of a grip */}
    <phx-demo grip="banana" />
    {/* @ts-expect-error product takes the ids of products */}
    <phx-products product="banana" />
    {/* @ts-expect-error a list of products takes only their ids */}
    <phx-compare product="neural-pro-x1,banana" />
    {/* @ts-expect-error layout is list or grid */}
    <phx-products layout="grdi" />
    {/* @ts-expect-error inquiry is one of the inquiry types */}
    <phx-contact inquiry="sales" />
    {/* @ts-expect-error mode is history or hash */}
    <phx-router mode="memory" />
    {/* @ts-expect-error the inquiry has no field emial */}
    <phx-contact onphx-submit={(event) => event.detail.emial} />
  </>
);

export async function rendered() {
  await renderElement('phx-products', { product: 'neural-pro-x1', layout: 'grid', id: 'hands', 'data-x': '1' });
  // @ts-expect-error there is no element phx-prodcuts
  await renderElement('phx-prodcuts', {});
  // @ts-expect-error <phx-products> has no attribute layuot
  await renderElement('phx-products', { layuot: 'grid' });
  // @ts-expect-error <phx-demo>'s grip takes the id of a grip
  await renderElement('phx-demo', { grip: 'banana' });
}
