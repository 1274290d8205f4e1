import { memo, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { type GripId, gripIds, productById, type ProductId, products } from '../../content/products';
import { Heading } from '../../ui/Heading';
import { useHost } from '../../ui/host';
import { Icon } from '../../ui/Icon';
import * as icons from './icons';
import { useLocale } from '../../ui/locale';
import { Hand } from './Hand';
import { closure, poses } from './poses';
import {
  Caption,
  Controls,
  GripButton,
  Grips,
  Layout,
  Meter,
  MeterBar,
  PlayButton,
  Signal,
  Stage,
} from './demo.styles';

export interface DemoProps {
  /** Show only the grips of this hand. */
  product?: ProductId;
  /** The grip shown first. */
  grip?: GripId;
}

/** How long the tour shows each grip. */
export const TOUR_STEP_MS = 2500;

/**
 * The grips, demonstrated: one button per grip (its pressed state announced), the drawn hand moving to it, what it is
 * for and which hands offer it, a tour that plays once round and stops (its pause button always beside it), and a
 * meter of the muscle signal that rises as the hand closes.
 */
export function Demo({ product, grip }: DemoProps) {
  const { text } = useLocale();
  const host = useHost();
  const t = text.demo;
  const shown: readonly GripId[] = product ? productById(product).grips : gripIds;
  const [current, setCurrent] = useState<GripId>(grip && shown.includes(grip) ? grip : shown[0]);
  const [touring, setTouring] = useState(false);
  const id = useId();
  const toured = useRef(0);

  // The tour: every grip once from the current one, then it pauses by itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each grip shown arms the timer for the next
  useEffect(() => {
    if (!touring) return;
    const timer = setTimeout(() => {
      toured.current += 1;
      if (toured.current >= shown.length) return setTouring(false);
      setCurrent((now) => shown[(shown.indexOf(now) + 1) % shown.length]);
    }, TOUR_STEP_MS);
    return () => clearTimeout(timer);
  }, [touring, current, shown]);

  const choose = (next: GripId) => {
    setTouring(false);
    setCurrent(next);
    host.emit('phx-cta', { cta: `demo-grip:${next}` });
  };
  const toggleTour = () => {
    toured.current = 0;
    setTouring((on) => !on);
  };

  // The stage follows the pressed button as a deferred render: the button's own frame comes first.
  const staged = useDeferredValue(current);

  return (
    <Layout aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t.title}</Heading>
      <p>{t.intro}</p>
      <Controls>
        <Grips role="group" aria-label={product ? t.gripsOf({ product: productById(product).name }) : t.gripsLabel}>
          {shown.map((g) => (
            <GripButton key={g} type="button" part="button" aria-pressed={g === current} onClick={() => choose(g)}>
              {t.grips[g].name}
            </GripButton>
          ))}
        </Grips>
        <PlayButton type="button" part="button" aria-pressed={touring} onClick={toggleTour}>
          <Icon icon={touring ? icons.pause : icons.play} size={1.125} />
          {touring ? t.pause : t.play}
        </PlayButton>
      </Controls>
      <GripStage grip={staged} />
    </Layout>
  );
}

/** The drawn hand in a grip, what the grip is for, which hands offer it and its muscle signal. */
const GripStage = memo(function GripStage({ grip }: { grip: GripId }) {
  const { text, format } = useLocale();
  const t = text.demo;
  const words = t.grips[grip];
  const offeredBy = products.filter((p) => (p.grips as readonly GripId[]).includes(grip)).map((p) => p.name);
  const signal = Math.round(closure(poses[grip]) * 100);
  return (
    <Stage className="phx-demo-stage">
      <Hand pose={poses[grip]} className="phx-demo-hand" />
      <Caption className="phx-demo-caption">
        <Heading rank={1}>{words.name}</Heading>
        {/* What the drawing shows, for screen readers, announced as the pose changes. */}
        <p className="phx-visually-hidden" aria-live="polite">
          {t.poseNow({ grip: words.name, pose: words.pose })}
        </p>
        <dl>
          <dt>{t.usedFor}</dt>
          <dd>{words.use}</dd>
          <dt>{t.offeredBy}</dt>
          <dd>{format.list(offeredBy)}</dd>
        </dl>
        <Signal>
          <Heading rank={2}>{t.signalTitle}</Heading>
          <p>{t.signalText}</p>
          <Meter role="meter" aria-label={t.signalMeter} aria-valuemin={0} aria-valuemax={100} aria-valuenow={signal}>
            <MeterBar $level={signal} />
          </Meter>
        </Signal>
      </Caption>
    </Stage>
  );
});
