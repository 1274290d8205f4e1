import type { Format } from '../format';
import type { Shape } from '../words';
import { notices } from './notices';

/**
 * The words of the site's long pages (funding, fitting, answers, the notices), in English. They are fetched with
 * those pages only, never with an element's code: a partner's contact form does not carry the privacy notice.
 */
export const articles = {
  funding: {
    title: 'Paying for a hand',
    intro:
      'A health insurer, a public health system or another payer usually pays for all or part of a prosthetic hand. This page explains how that often works. Each statement links to the official source that says it. This is general information, not legal or insurance advice. Rules change, and your payer decides each case.',
    source: 'Source:',
    /** Under a country's heading: the day its sources were last read against these words. */
    checked: (date: string) => `Sources last checked on ${date}.`,
    /** Above the countries: the reader picks the one shown first (their language's country is first at first). */
    choose: 'Show first:',
    countries: { us: 'United States', de: 'Germany', es: 'Spain', gulf: 'United Arab Emirates, Saudi Arabia, Qatar' },
    regions: {
      us: 'In the United States',
      de: 'In Germany',
      es: 'In Spain',
      gulf: 'In the United Arab Emirates, Saudi Arabia and Qatar',
      elsewhere: 'Elsewhere',
    },
    items: {
      medicare: {
        title: 'Medicare',
        text: 'Medicare Part B covers prosthetic devices that replace a body part, such as artificial limbs. A doctor enrolled in Medicare must order the device. You must get it from a supplier enrolled in Medicare. After the Part B deductible, you pay {claim:medicare-part-b-share}% of the Medicare-approved amount.',
      },
      medicareAdvantage: {
        title: 'Medicare Advantage',
        text: 'A Medicare Advantage Plan is another way to get your Medicare Part A and Part B coverage, from a private company that Medicare approves. The plan must cover what Original Medicare covers, but its costs and rules can differ: for example, which suppliers you may use, and whether the plan must approve the hand first. Ask your plan.',
      },
      medicaid: {
        title: 'Medicaid',
        text: 'Each state runs its own Medicaid program under federal rules. States must cover some benefits and may choose to cover others. Ask your state Medicaid office if it covers a prosthetic hand for adults. For children and young people under {claim:medicaid-children-age}, Medicaid must cover the medically necessary services listed in federal Medicaid law, even ones the state does not cover for adults.',
      },
      privateInsurance: {
        title: 'Private insurance',
        text: 'What a private plan pays depends on the plan. The plan may also need to approve the hand before you get it. Ask your insurer for its written policy on arm and hand prostheses. Plans sold on the Health Insurance Marketplace must cover rehabilitative and habilitative services and devices.',
      },
      tricare: {
        title: 'TRICARE',
        text: 'TRICARE covers prostheses needed because of a serious condition caused by an injury, a disease, or a condition you were born with. It also covers training in how to use the device, repairs, and a new device when you grow or your condition changes. Some services have special rules or limits.',
      },
      va: {
        title: 'The VA',
        text: 'Veterans enrolled in VA health care who have a medical need for a prosthesis can get one through the VA Prosthetic and Sensory Aids Service. Some programs have more rules.',
      },
      workersComp: {
        title: 'Workers’ compensation',
        text: 'Did you lose your hand because of your work? If you work for the federal government, the Department of Labor’s programs pay for medical treatment. If you work for a private company or a state or local government, contact your state’s workers’ compensation board. Ask if it pays for a prosthesis.',
      },
      right: {
        title: 'Your right',
        text: 'Your statutory health insurer (Krankenkasse) covers a prosthesis that you need in your case to make up for a disability (§ 33 SGB V). This also covers needed changes, repairs and replacement, and training in how to use it. The prosthesis must meet the quality rules of the official list of medical aids (Hilfsmittelverzeichnis).',
      },
      prescription: {
        title: 'The prescription',
        text: 'A doctor prescribes the prosthesis. The rules for this are in the guideline on medical aids (Hilfsmittel-Richtlinie). A supplier with a contract with your Krankenkasse fits the hand, for example a Sanitätshaus (§ 33 SGB V). Your Krankenkasse decides if it covers the costs (Kostenübernahme).',
      },
      copayment: {
        title: 'What you pay',
        text: 'From age {claim:de-copayment-age}, you pay a co-payment (Zuzahlung) of {claim:de-copayment-share}% of the price. It is at least €{claim:de-copayment-minimum} and at most €{claim:de-copayment-maximum}, but never more than the price (§ 33 and § 61 SGB V). Do you choose a hand or extras that go beyond what is necessary? Then you pay the extra costs (Mehrkosten) yourself, and any higher costs that follow from them. Your Krankenkasse does not pay them. Ask it in writing what it will pay before the hand is ordered.',
      },
      appeal: {
        title: 'If the answer is no',
        text: 'You can object to a refusal (Widerspruch) within one month after you receive it (§ 84 SGG).',
      },
      accident: {
        title: 'An accident at work',
        text: 'Did you lose your hand in an accident at work or through a disease caused by your work? Then ask the statutory accident insurance: your Berufsgenossenschaft or Unfallkasse. It provides prostheses that a doctor prescribes, with the changes, repairs, replacement and training they need (§ 31 SGB VII).',
      },
      pkv: {
        title: 'Private health insurance',
        text: 'Are you privately insured (private Krankenversicherung)? Then your insurer pays as your contract and its tariff say (§ 192 VVG). What that means for a prosthesis differs from contract to contract. Ask your insurer in writing what it will pay before the hand is ordered.',
      },
      beihilfe: {
        title: 'Beihilfe for civil servants',
        text: 'Are you a federal civil servant? Then Beihilfe pays towards a prosthesis that a doctor prescribes and that you need in your case to make up for a disability, with its repair, replacement and training in how to use it (§ 25 BBhV). Your private insurance pays the rest, as your contract says. If you work for a federal state, its own Beihilfe rules apply: ask your Beihilfestelle.',
      },
      benefit: {
        title: 'The orthoprosthetic benefit',
        text: 'The National Health System’s orthoprosthetic benefit (prestación ortoprotésica) includes external prostheses, such as arm and hand prostheses. A specialist doctor of the public health service must prescribe the prosthesis.',
      },
      catalogue: {
        title: 'A national catalogue',
        text: 'A national catalogue lists the products and the most the public system pays for each one (importe máximo de financiación). The same rules also foresee that you pay part of the price (aportación del usuario), as you do for medicines. Ask your regional health service what you would pay.',
      },
      regional: {
        title: 'Your region',
        text: 'Each regional health service has its own catalogue within these rules. It also decides how you apply and how it pays: for example, whether it pays the supplier or pays you back.',
      },
      mutua: {
        title: 'An accident at work',
        text: 'Did you lose your hand in an accident at work or through a disease caused by your work? Then the mutua that covers your employer (mutua colaboradora con la Seguridad Social) usually manages your health care, rehabilitation included. Ask your mutua which prosthesis it covers.',
      },
      civilServants: {
        title: 'Civil servants’ mutual funds',
        text: 'Are you covered by MUFACE and did you choose a private insurer that works with it? Then MUFACE pays for external prostheses in its own catalogue (Catálogo General de Material Ortoprotésico), up to the amount it sets there. If you chose the public health service, your regional health service provides the prosthesis, with the same maximum amount. The mutual funds of the armed forces (ISFAS) and of the justice system (MUGEJU) have rules of their own, which we could not yet confirm from an official source: ask them.',
      },
      roadAccident: {
        title: 'A road accident',
        text: 'Did you lose your hand in a road accident? Then the compulsory motor insurance of the vehicle responsible compensates the damage to persons under a legal scale (the baremo). We could not yet confirm from the official text what it pays for a prosthetic hand. Ask the insurer, or a lawyer, before anything is ordered.',
      },
      saudi: {
        title: 'Saudi Arabia',
        text: 'The Council of Health Insurance (CHI) publishes the cooperative health insurance policy that health insurers in Saudi Arabia must follow, with its benefit limits. We could not yet confirm from it what it covers for a prosthetic hand. Ask your insurer for its written answer before anything is ordered.',
      },
      gulf: {
        title: 'What we can tell you',
        text: 'For the United Arab Emirates and Qatar, we have not yet found an official source we can name here about paying for a prosthetic hand. So this page says nothing about what a payer there covers. Ask your health insurer for its written policy, and ask the clinic, before anything is ordered.',
      },
      ask: {
        title: 'What to ask your insurer or health service',
        text: 'Wherever you live, these questions can help you find out where you stand:',
      },
    },
    questions: [
      'Do you cover myoelectric arm and hand prostheses? Up to what amount?',
      'What prescription and papers do you need from me and from my doctor?',
      'Must you approve the hand before it is fitted?',
      'Which suppliers and clinics do you work with?',
      'What will I pay myself?',
      'How do I appeal if you say no?',
    ],
    payers: {
      title: 'What payers ask for',
      text: 'Most payers pay only for care that is medically necessary for you. To show that, they often ask for:',
      list: [
        'a prescription from your doctor',
        'a letter from your doctor about your limb difference, the daily tasks the hand would help with, and why a simpler device would not do (in the United States, a “letter of medical necessity”)',
        'a report from your prosthetist on how your muscle signals can control the hand, and how a trial went',
        'a quote from the supplier (in Germany, a Kostenvoranschlag)',
      ],
    },
    alternatives: {
      title: 'Body-powered and passive hands',
      intro:
        'A hand that reads your muscle signals (a myoelectric hand) is one kind of prosthetic hand. There are others. Your prosthetist and doctor can tell you which kinds suit you.',
      bodyPowered: {
        title: 'Body-powered hands',
        text: 'A harness and a cable move a body-powered hand or hook. You open and close it by moving your shoulder or upper arm. It has no battery to charge and no electronics to keep dry. It can suit people who want a simple, sturdy device, or a second device for heavy, dirty or wet work.',
      },
      passive: {
        title: 'Passive hands',
        text: 'A passive hand does not move by itself. You set its position with your other hand. It can hold or steady things, and it looks like a hand. It can suit people who want a light hand with nothing to charge.',
      },
      whyAsk: {
        title: 'Why a payer may ask about them',
        text: 'A myoelectric hand costs more. So a payer may first ask if a body-powered or passive hand would meet your needs. Some insurers’ written policies cover a myoelectric hand only when a body-powered device cannot be used or does not meet your needs. Your doctor and prosthetist can write down what you need to do each day, and why a simpler hand would not do it.',
      },
    },
    helpTitle: 'How we help',
    help: 'We prepare the papers payers often ask for: a description of the hand you choose, its specifications, and a quote. We can tell your doctor what a letter about your hand usually covers. We also answer your payer’s questions about the hand. We cannot decide or promise what your payer will pay.',
    helpAction: 'Ask an insurance question',
  },
  fitting: {
    title: 'How fitting works',
    /** Under a step that names a claim (an emergency number): its source and the day it was checked. */
    source: 'Source:',
    claimChecked: (date: string) => `checked on ${date}`,
    intro:
      'Getting a hand is a series of steps. You take them with your doctor, a prosthetist and a therapist. From the first consultation to the fitting usually takes a few weeks to a few months. It depends mostly on how fast the funding is approved and how your residual limb has healed.',
    /** The line that says what the page is not. */
    note: 'This page is general information, not medical advice. Your doctor, prosthetist and therapist decide what is right for you.',
    who: 'Who is involved',
    time: 'How long',
    steps: {
      consultation: {
        title: 'Consultation',
        text: 'We talk about your goals, your daily life and your limb difference. We show you the hands and explain the next steps and how funding often works.',
        who: 'You, your family if you like, and our team',
        time: 'Usually about an hour',
      },
      assessment: {
        title: 'Assessment',
        text: 'Your prosthetist looks at your residual limb. Sensors on your skin measure your muscle signals, to see how you could control a hand. Your doctor writes the prescription.',
        who: 'Your prosthetist and your doctor',
        time: 'One or two appointments',
      },
      trial: {
        title: 'Test socket and trial',
        text: 'Your prosthetist makes a test socket and adjusts it until it fits well. Then you try the hand with it.',
        who: 'Your prosthetist',
        time: 'Usually several appointments over a few weeks',
      },
      fitting: {
        title: 'Fitting',
        text: 'Your prosthetist makes your final socket and sets up the hand for your muscle signals and the grips you need.',
        who: 'Your prosthetist',
        time: 'Usually one or two appointments',
      },
      training: {
        title: 'Training with a therapist',
        text: 'An occupational therapist teaches you to control the hand and to use it in daily tasks.',
        who: 'An occupational therapist',
        time: 'Usually several sessions over weeks to months',
      },
      followUp: {
        title: 'Follow-up',
        text: 'You get check-ups, and changes when your residual limb changes. Repairs during the warranty follow its terms. If your hand stops working, contact our support. In a medical emergency, call your local emergency number ({claim:emergency-number-us} in the United States, {claim:emergency-number-eu} in the EU).',
        who: 'Your prosthetist and our support team',
        time: 'For as long as you wear the hand',
      },
    },
    suitsTitle: 'Who each hand suits',
    suitsIntro:
      'Each of our hands is controlled by the muscle signals of your residual limb. Only an assessment can tell if a hand suits your level of limb difference, or suits a child. Ask us.',
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `The most grip patterns of our hands (${f.number(patterns)}) and a grip force of up to ${f.number(newtons)} N. For people who want a grip for every task.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Our lightest hand (${f.grams(grams)}), charged in ${f.duration(minutes)}. For people who wear their hand all day and want comfort.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `AI-assisted grip prediction, the longest battery life (${f.hours(hours)}) and the longest warranty (${f.years(years)}) of our hands.`,
    },
    askUs: 'Ask us whether a hand suits you',
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
