import type { Format } from '../format';
import type { Shape } from '../words';
import { fitting } from '../../files/fitting-words/en';
import { funding } from '../../files/funding-words/en';
import { notices } from './notices';

/**
 * The words of the site's long pages (funding, fitting, answers, the notices), in English. They are fetched with
 * those pages only, never with an element's code: a partner's contact form does not carry the privacy notice.
 */
export const articles = {
  funding,
  fitting: {
    ...fitting,
    /** Whom each hand suits, with its figures (the page's other words: content/pages/fitting.en.md). */
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `The most grip patterns of our hands (${f.number(patterns)}) and a grip force of up to ${f.number(newtons)} N. For people who want a grip for every task.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Our lightest hand (${f.grams(grams)}), charged in ${f.duration(minutes)}. For people who wear their hand all day and want comfort.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `AI-assisted grip prediction, the longest battery life (${f.hours(hours)}) and the longest warranty (${f.years(years)}) of our hands.`,
    },
  },
  faq: {
    title: 'Questions and answers',
    intro: 'What patients and families often ask us. Is your question not here? Write to us.',
    /** The line that says what the answers are not. */
    note: 'These answers are general information, not medical advice.',
    items: {
      cost: {
        question: 'What does a Phoenix hand cost?',
        answer: (prices: string) =>
          `Prices start at ${prices}. What you pay yourself depends on your insurer or public health system.`,
      },
      afterInsurance: {
        question: 'How much will I pay after insurance?',
        answer:
          'That depends on your payer and your plan. Our page on paying for a hand explains the rules in the United States, Germany and Spain, with their official sources. Send us an insurance question. We help you find out before anything is ordered.',
      },
      consultation: {
        question: 'What happens at the consultation?',
        answer:
          'We talk about your goals, your daily life and your limb difference. We show you the hands and explain the next steps and how funding often works. Bring your questions. Bring your medical records and insurance details too, if you have them.',
      },
      howLong: {
        question: 'How long until I have my hand?',
        answer:
          'From the first consultation to the fitting usually takes a few weeks to a few months. It depends mostly on how fast the funding is approved. Training with a therapist comes after that.',
      },
      control: {
        question: 'How do I control the hand?',
        answer:
          'Sensors on the skin of your residual limb pick up the signals of the muscles you tense. The hand turns them into a grip. It does not read thoughts. SmartHand AI also predicts the grip you are likely to need.',
      },
      suits: {
        question: 'Is a Phoenix hand right for me or my child?',
        answer:
          'That depends on your level of limb difference and your residual limb. Only an assessment can tell. Ask us, and we will tell you honestly.',
      },
      warranty: {
        question: 'What warranty do the hands have?',
        answer: (warranties: string) => `The warranty is ${warranties}.`,
      },
      repairs: {
        question: 'What if my hand needs a repair?',
        answer:
          'Contact our support. We answer during our opening hours. During the warranty, we repair or replace the hand under its warranty terms. In a medical emergency, call your local emergency number.',
      },
      battery: {
        question: 'How long does the battery last?',
        answer: (batteries: string) => `Up to ${batteries} on a full charge, depending on how you use the hand.`,
      },
      charging: {
        question: 'How long does charging take?',
        answer: (times: string) => `A full charge takes ${times}.`,
      },
      languages: {
        question: 'In which languages can I write to you?',
        answer: 'In English, German, Spanish or Arabic, the languages of this site.',
      },
      data: {
        question: 'What data do you keep about me?',
        answer: (collected: string, kept: string) =>
          `What you send us in the form, and what the form adds: ${collected}. We use it only to answer you. ${kept}`,
      },
    },
    /** One hand's figure in an answer ("2 years for the FlexiGrip Elite"). */
    figureOf: (product: string, figure: string) => `${figure} for the ${product}`,
  },
  ...notices,
};

export type Articles = Shape<typeof articles>;
