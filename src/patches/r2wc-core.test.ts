import original from '@r2wc/core-original';
import { describe, expect, it } from 'vitest';
import standIn from './r2wc-core';

const Nothing = () => null;
const Named = ({ name }: { name?: string; container?: HTMLElement }) => name ?? null;

/** Defines a tag on one implementation as phx does (no props), recording what its renderer is asked to do. */
function define(r2wc: typeof standIn, tag: string) {
  const calls: string[] = [];
  let made = 0;
  const Base = r2wc(
    Nothing,
    { shadow: 'open', props: [] },
    {
      mount(container, component, props) {
        const shadow = container as unknown as ShadowRoot;
        calls.push(
          `mount into ${shadow === shadow.host?.shadowRoot ? 'its shadow root' : 'something else'}` +
            `${component === Nothing ? '' : ' (another component)'}, props ${Object.keys(props)}`,
        );
        return ++made;
      },
      update: (context) => calls.push(`update ${context}`),
      unmount: (context) => calls.push(`unmount ${context}`),
    },
  );
  customElements.define(tag, Base);
  return calls;
}

/** The steps an element of phx goes through on a page, with what each made the renderer do. */
function lifeOf(r2wc: typeof standIn, tag: string) {
  const calls = define(r2wc, tag);
  const element = document.createElement(tag) as HTMLElement & { container?: unknown };
  const steps: Record<string, string[] | string> = {
    made: [`shadow root ${element.shadowRoot?.mode}`, ...calls.splice(0)],
  };
  const [first, second] = [document.createElement('div'), document.createElement('div')];
  document.body.append(first, second);
  first.append(element);
  steps.added = calls.splice(0);
  element.setAttribute('lang', 'de');
  steps['attribute set'] = calls.splice(0);
  second.append(element);
  steps.moved = calls.splice(0);
  element.remove();
  steps.removed = calls.splice(0);
  first.append(element);
  steps['added again'] = calls.splice(0);
  steps.kept = `${Object.keys(element)}`;
  if (element.container !== element.shadowRoot) steps.kept += ' (not the shadow root)';
  element.remove();
  return steps;
}

// r2wc-core.ts stands in for @r2wc/core with only what phx uses of it (r2wc-renderer.ts): an r2wc whose elements
// behave otherwise on these steps fails here, and the stand-in must follow it (or go).
describe('r2wc-core.ts, standing in for @r2wc/core', () => {
  it('takes an element through a page as r2wc does', () => {
    const expected = lifeOf(original, 'x-original');
    expect(expected).toEqual({
      made: ['shadow root open'],
      added: ['mount into its shadow root, props container'],
      'attribute set': [],
      moved: ['unmount 1', 'mount into its shadow root, props container'],
      removed: ['unmount 2'],
      'added again': ['mount into its shadow root, props container'],
      kept: 'container',
    });
    expect(lifeOf(standIn, 'x-stand-in')).toEqual(expected);
  });

  it('refuses props and events, which it does not have', () => {
    const renderer = { mount: () => 0, update: () => {}, unmount: () => {} };
    expect(() => standIn(Named, { props: ['name'] }, renderer)).toThrow(/no props or events/);
    expect(() => standIn(Named, { props: { name: 'string' } }, renderer)).toThrow(/no props or events/);
    expect(() => standIn(Named, { events: ['name'] }, renderer)).toThrow(/no props or events/);
  });
});
