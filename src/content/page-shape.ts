/**
 * What the about page says, as data: its words in one language are a content file (content/pages/about.<lang>.md),
 * checked against this shape when it is read at build time (files/about.ts).
 */

/** The company's core values, in the order the page shows them. */
export const valueIds = ['care', 'innovation', 'collaboration', 'excellence'] as const;
/** The milestones of the company's timeline (their years are claims: company.ts). */
export const milestoneIds = ['founded', 'firstProduct', 'expansion', 'nextGeneration'] as const;

interface Titled {
  title: string;
  text: string;
}

/** The about page's words in one language. */
export interface AboutWords {
  title: string;
  intro: string;
  missionTitle: string;
  /** The mission's paragraphs. */
  mission: readonly string[];
  valuesTitle: string;
  values: Readonly<Record<(typeof valueIds)[number], Titled>>;
  timelineTitle: string;
  milestones: Readonly<Record<(typeof milestoneIds)[number], Titled>>;
}

/** The fitting page's steps, in their order (content/pages/fitting.<lang>.md). */
export const fittingSteps = ['consultation', 'assessment', 'trial', 'fitting', 'training', 'followUp'] as const;

/** The answers page's questions, in the order it shows them (content/pages/faq.<lang>.md). */
export const faqIds = [
  'cost',
  'afterInsurance',
  'consultation',
  'howLong',
  'control',
  'suits',
  'warranty',
  'repairs',
  'battery',
  'charging',
  'languages',
  'data',
] as const;
