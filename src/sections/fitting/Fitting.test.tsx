import { afterEach, describe, expect, it } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { waitFor } from '../../test/wait';

afterEach(() => history.replaceState(null, '', '/'));

/** The fitting page's main content, as the router shows it (in English unless a language's path is given). */
async function fittingPage(path = '/fitting') {
  history.replaceState(null, '', path);
  const { root } = await renderElement('phx-router');
  await waitFor(() => root.querySelector('main h1'));
  return root.querySelector('main')!;
}

describe('the fitting page', { timeout: 20_000 }, () => {
  it('lists the six steps in order, each with who is involved and how long it usually takes', async () => {
    const main = await fittingPage();
    expect([...main.querySelectorAll('ol > li h2')].map((h) => h.textContent)).toEqual([
      'Consultation',
      'Assessment',
      'Test socket and trial',
      'Fitting',
      'Training with a therapist',
      'Follow-up',
    ]);
    expect(main.querySelectorAll('ol > li dt')).toHaveLength(12);
    const text = textOf(main).replace(/\u00a0/g, ' ');
    expect(text).toContain('Our lightest hand (350 g), charged in 90 minutes');
    expect(text).toContain('Only an assessment can tell if a hand suits your level of limb difference');
    const ask = [...main.querySelectorAll('a')].find((a) => a.textContent === 'Ask us whether a hand suits you')!;
    expect(new URL(ask.href).search).toBe('?inquiry=consultation');
  });

  it("says whom each hand suits with its own figures, filled into each language's words", async () => {
    const lines = async (path: string) =>
      [...(await fittingPage(path)).querySelectorAll('ol ~ ul > li')].map((li) => textOf(li).replace(/\u00a0/g, ' '));
    expect(await lines('/fitting')).toEqual([
      'Neural Pro X1: The most grip patterns of our hands (15) and a grip force of up to 100 N. For people who want a grip for every task.',
      'FlexiGrip Elite: Our lightest hand (350 g), charged in 90 minutes. For people who wear their hand all day and want comfort.',
      'SmartHand AI: AI-assisted grip prediction, the longest battery life (20 hours) and the longest warranty (5 years) of our hands.',
    ]);
    const german = await lines('/de/fitting');
    expect(german[1]).toBe(
      'FlexiGrip Elite: Unsere leichteste Hand (350 g), geladen in 90 Minuten. Für alle, die ihre Hand den ganzen Tag tragen und Wert auf Komfort legen.',
    );
    // After Arabic's "خلال" (within), the duration as Arabic writes it there (a dual would be genitive).
    const arabic = await lines('/ar/fitting');
    expect(arabic[1]).toContain('وتُشحن خلال 90 دقيقة.');
    for (const line of [...german, ...arabic]) expect(line).not.toMatch(/[{}]/);
  });

  it('says it is general information, not medical advice', async () => {
    expect((await fittingPage()).querySelector('h1 ~ div > p')?.textContent).toBe(
      'This page is general information, not medical advice. Your doctor, prosthetist and therapist decide what is right for you.',
    );
  });

  it('says who fits the hand (the prosthetist) and where a medical emergency goes', async () => {
    const text = textOf(await fittingPage());
    expect(text).not.toMatch(/our clinicians/i);
    expect(text).toContain(
      'In a medical emergency, call your local emergency number (911 in the United States, 112 in the EU).',
    );
  });
});
