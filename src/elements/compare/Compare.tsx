import { memo, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { type Product, productById, productIds, type ProductId } from '../../content/products';
import { consultationPath } from '../../content/site-map';
import { NamedButtonLink } from '../../ui/Button';
import { useLocale } from '../../ui/locale';
import { PageSection } from '../../ui/Section';
import { Best, Choice, Choices, Scroller, Table } from './compare.styles';
import { bestOf } from '../../content/figures';
import { figureValue, figures, type FigureId } from './figures';
import { useScrolls } from './useScrolls';

export interface CompareProps {
  /** Which hands to compare, in this order; all of them by default. */
  product?: readonly ProductId[];
}

/**
 * The hands side by side: a real table (a column per hand, a row per figure), the best value of each row marked in
 * words as well as colour, hands switched on and off by the visitor (one always stays), and each column ending with
 * Request Consultation for that hand.
 */
export function Compare({ product = productIds }: CompareProps) {
  const locale = useLocale();
  const t = locale.text.compare;
  const [off, setOff] = useState<ReadonlySet<ProductId>>(new Set());
  const [refused, setRefused] = useState(false);
  const ticked = product.filter((p) => !off.has(p));
  // The table follows the boxes as a deferred render: the box a visitor ticks answers at once, the columns after it.
  const shownOff = useDeferredValue(off);
  const hands = useMemo(() => product.filter((p) => !shownOff.has(p)).map(productById), [product, shownOff]);

  const toggle = (hand: ProductId, on: boolean) => {
    if (!on && ticked.length === 1) return setRefused(true);
    setRefused(false);
    setOff((now) => {
      const next = new Set(now);
      if (on) next.delete(hand);
      else next.add(hand);
      return next;
    });
  };

  return (
    <PageSection title={t.title} intro={t.intro} rank={0}>
      <Choices>
        <legend>{t.chooseHands}</legend>
        {product.map((p) => (
          <Choice key={p}>
            <input type="checkbox" checked={!off.has(p)} onChange={(e) => toggle(p, e.target.checked)} />
            <span>{productById(p).name}</span>
          </Choice>
        ))}
        <p role="status" className={refused ? undefined : 'phx-visually-hidden'}>
          {refused ? t.keepOne : ''}
        </p>
      </Choices>
      <HandsTable hands={hands} />
    </PageSection>
  );
}

/** The table of the hands shown: drawn again only when they change (not for a box's own frame). */
const HandsTable = memo(function HandsTable({ hands }: { hands: readonly Product[] }) {
  const locale = useLocale();
  const t = locale.text.compare;
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(scroller);
  return (
    <Scroller ref={scroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={scrolls ? 0 : undefined}>
      <Table>
        <caption id={`${id}-caption`}>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.figure}</th>
            {hands.map((hand) => (
              <th scope="col" key={hand.id}>
                {hand.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.map((figure: FigureId) => {
            const best = hands.length > 1 && figure !== 'grips' ? bestOf(figure, hands) : [];
            return (
              <tr key={figure}>
                <th scope="row">{t.rows[figure]}</th>
                {hands.map((hand) => {
                  const value = figureValue(figure, hand, locale);
                  const isBest = best.includes(hand.id);
                  return (
                    <td key={hand.id} data-best={isBest || undefined}>
                      {value ?? <span>{t.notPublished}</span>}
                      {isBest && figure !== 'grips' && <Best>{t.best[figure as Exclude<FigureId, 'grips'>]}</Best>}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          <tr>
            <td />
            {hands.map((hand) => (
              <td key={hand.id}>
                <NamedButtonLink
                  to={consultationPath(hand.id)}
                  cta={`compare-request:${hand.id}`}
                  label={t.requestConsultation}
                  name={hand.name}
                />
              </td>
            ))}
          </tr>
        </tbody>
      </Table>
    </Scroller>
  );
});
