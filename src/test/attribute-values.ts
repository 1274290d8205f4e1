import { type AttributeContract, attributesOf, phxTags } from '../elements/runtime/contract';

/** Two values a host page may give an attribute of this kind, neither of them its default (the contract walks). */
export function twoValues(spec: AttributeContract): [string, string] {
  switch (spec.kind) {
    case 'oneOf': {
      const others = spec.values.filter((v) => v !== spec.default);
      // Only one other value (mode="hash"): the second step writes the default out.
      return [others[0], others[1] ?? spec.default];
    }
    case 'maybeOneOf':
      return [spec.values[1], spec.values[3]];
    case 'id':
      return [...spec.examples];
    case 'list':
      return [spec.values[2], `${spec.values[1]},${spec.values[0]}`];
    case 'url':
      return ['https://phoenix.example', 'https://hands.example/site'];
    case 'path':
      return ['/prosthetics', '/hands'];
    case 'endpoint':
      return ['https://clinic.example/api/inquiries', 'https://other.example/inquiries'];
    case 'language':
      return ['de', 'ar'];
  }
}

/** Each element once as it is, and once for each value of each attribute that takes one of some values. */
export function elementVariants() {
  const all: [string, Record<string, string>][] = [];
  for (const tag of phxTags) {
    all.push([tag, {}]);
    for (const [name, spec] of Object.entries(attributesOf(tag)))
      if ('values' in spec) for (const value of spec.values) all.push([tag, { [name]: value }]);
  }
  return all;
}
