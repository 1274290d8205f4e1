/**
 * The tests' `@emotion/serialize` (testAlias in aliases.ts): the stand-in of emotion-serialize.ts, which also serializes
 * every style it is given with Emotion's own serializer and throws on any difference in `name`, `styles` or `next`.
 * Every test that renders a styled element checks the stand-in this way; emotion-serialize.test.ts renders every one.
 */
import { serializeStyles as realSerializeStyles } from '@emotion/serialize-original';
import { serializeStyles as ours } from './emotion-serialize';

/** How many calls both have serialized alike so far; `real`: return Emotion's result rather than the stand-in's. */
export const checked = { count: 0, real: false };

export const serializeStyles: typeof ours = (args, registered, props) => {
  const mine = ours(args, registered, props);
  const theirs = realSerializeStyles(args as never, registered, props);
  const fields = ['name', 'styles', 'next'] as const;
  for (const field of fields)
    if (mine[field] !== theirs[field])
      throw new Error(
        `src/patches/emotion-serialize.ts serializes ${field} as ${JSON.stringify(mine[field])}, not ${JSON.stringify(theirs[field])} (@emotion/serialize)`,
      );
  checked.count++;
  return checked.real ? theirs : mine;
};
