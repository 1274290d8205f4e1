import type { Format } from '../format';
import type { Shape } from '../words';
import { noticesEn } from './notices.en';

/**
 * The words of the site's long pages (funding, fitting, answers, the notices), in English. They are fetched with
 * those pages only, never with an element's code: a partner's contact form does not carry the privacy notice.
 */
export const articlesEn = {
  funding: {
    title: 'Paying for a hand',
    intro:
      'A prosthetic hand is usually paid for, in whole or in part, by a health insurer, a public health system or another payer. This page explains how that usually works and links each statement to its official source. It is general information, not legal or insurance advice: rules change, and your payer decides each case.',
    source: 'Source:',
    regions: {
      us: 'In the United States',
      de: 'In Germany',
      es: 'In Spain',
      elsewhere: 'Elsewhere',
    },
    items: {
      medicare: {
        title: 'Medicare',
        text: 'Medicare Part B covers prosthetic devices, artificial limbs among them, when a Medicare-enrolled doctor orders them and you get them from a Medicare-enrolled supplier. After the Part B deductible you usually pay 20% of the Medicare-approved amount.',
      },
      privateInsurance: {
        title: 'Private insurance',
        text: 'What a private plan pays for a prosthesis, and whether it must approve it first, depends on the plan: ask your insurer for its written policy on upper-limb prostheses. Plans sold on the Health Insurance Marketplace must cover rehabilitative and habilitative services and devices.',
      },
      va: {
        title: 'The VA',
        text: 'Veterans enrolled in VA health care who have a medical need for a prosthesis can usually receive it through the VA’s Prosthetic and Sensory Aids Service. Further criteria may apply to some programs.',
      },
      workersComp: {
        title: 'Workers’ compensation',
        text: 'If you lost your hand in an accident at work, workers’ compensation usually pays for your medical treatment. Federal employees are covered by the Department of Labor’s programs; others should contact their state’s workers’ compensation board and ask whether a prosthesis is included.',
      },
      letter: {
        title: 'A letter of medical necessity',
        text: 'Payers usually ask for a prescription and a letter from your doctor explaining why the hand is medically necessary: your limb difference, the everyday tasks it makes possible, and why a simpler device would not do.',
      },
      prescription: {
        title: 'The prescription',
        text: 'Statutory health insurance covers prostheses that are needed in the individual case to compensate for a disability (§ 33 SGB V). It starts with a prescription from your doctor.',
      },
      estimate: {
        title: 'The cost estimate',
        text: 'With the prescription, your orthopedic technician usually prepares a cost estimate (Kostenvoranschlag) and sends it to your Krankenkasse. The GKV-Spitzenverband’s list of medical aids (Hilfsmittelverzeichnis) sets the quality requirements a prosthesis must meet.',
      },
      approval: {
        title: 'The Krankenkasse’s approval',
        text: 'Your Krankenkasse decides whether it covers the costs (Kostenübernahme). The coverage includes the training in the use of the prosthesis and its necessary repairs and replacement. Adults usually pay a small statutory co-payment.',
      },
      appeal: {
        title: 'If the answer is no',
        text: 'You can object to a refusal (Widerspruch) within one month of receiving it; the decision letter says where and how. A statement from your doctor usually helps.',
      },
      benefit: {
        title: 'The orthoprosthetic benefit',
        text: 'The National Health System’s orthoprosthetic benefit (prestación ortoprotésica) includes external prostheses, upper-limb prostheses among them. A doctor of the public health service, usually a specialist, prescribes the prosthesis.',
      },
      regional: {
        title: 'Regional differences',
        text: 'Each autonomous community runs the benefit: which products it finances, up to what amount, and whether it pays the supplier directly or refunds you differ from region to region. Ask your regional health service which rules apply to you.',
      },
      ask: {
        title: 'What to ask your insurer or health service',
        text: 'Wherever you live, these questions usually tell you where you stand:',
      },
    },
    questions: [
      'Are myoelectric upper-limb prostheses covered, and up to what amount?',
      'Which prescription and documents do you need from me and from my doctor?',
      'Must you approve the hand before it is fitted?',
      'Which suppliers and clinics do you work with?',
      'How do I appeal if you refuse?',
    ],
    helpTitle: 'How we help',
    help: 'We prepare the paperwork your payer usually asks for: a description and the specifications of the hand you choose, and a quote. We help your doctor with what a letter of medical necessity usually covers, and we answer your payer’s questions about the hand. We cannot decide or promise what your payer pays.',
    helpAction: 'Ask an insurance question',
  },
  fitting: {
    title: 'How fitting works',
    intro:
      'From the first conversation to daily life with your hand, a fitting is a series of steps with you, your doctor, a prosthetist and a therapist. From the first consultation to the fitting usually takes a few weeks to a few months, mostly depending on how quickly the funding is approved and how your residual limb has healed.',
    who: 'Who is involved',
    time: 'How long',
    steps: {
      consultation: {
        title: 'Consultation',
        text: 'We talk about your goals, your daily life and your limb difference, show you the hands and explain the next steps and how funding usually works.',
        who: 'You, your family if you like, one of our clinicians',
        time: 'Usually about an hour',
      },
      assessment: {
        title: 'Assessment',
        text: 'Your prosthetist examines your residual limb and measures your muscle signals with sensors on the skin, to see how you can control a hand. Your doctor writes the prescription.',
        who: 'Your prosthetist, your doctor',
        time: 'One or two appointments',
      },
      trial: {
        title: 'Test socket and trial',
        text: 'A test socket is made and adjusted until it fits well, and you try the hand with it.',
        who: 'Your prosthetist',
        time: 'Usually several appointments over a few weeks',
      },
      fitting: {
        title: 'Fitting',
        text: 'Your final socket is made, and the hand is set up and tuned to your muscle signals and the grips you need.',
        who: 'Your prosthetist, one of our clinicians',
        time: 'Usually one or two appointments',
      },
      training: {
        title: 'Training with a therapist',
        text: 'An occupational therapist trains you to control the hand and to use it in everyday tasks.',
        who: 'An occupational therapist',
        time: 'Usually several sessions over weeks to months',
      },
      followUp: {
        title: 'Follow-up',
        text: 'Check-ups, adjustments when your residual limb changes, and repairs under the warranty. For emergencies our support is available 24/7.',
        who: 'Your prosthetist, our support team',
        time: 'For as long as you wear the hand',
      },
    },
    suitsTitle: 'Who each hand suits',
    suitsIntro:
      'Each of our hands is controlled by the muscle signals of your residual limb. Whether a hand suits your level of limb difference, and whether it suits a child, only the assessment can tell: ask us.',
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `The most grip patterns in our range (${f.number(patterns)}) and a grip force of up to ${f.number(newtons)} N: for people who want a grip for every task.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Our lightest hand (${f.grams(grams)}), charged in ${f.duration(minutes)}: for people who wear their hand all day and value comfort.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `AI-assisted grip prediction, the longest battery life (${f.hours(hours)}) and the longest warranty (${f.years(years)}) of our range.`,
    },
    askUs: 'Ask us whether a hand suits you',
  },
  faq: {
    title: 'Questions and answers',
    intro: 'What patients and families often ask us. Your question is not here? Write to us.',
    items: {
      cost: {
        question: 'What does a Phoenix hand cost?',
        answer: (prices: string) =>
          `Prices start at ${prices}. What you pay yourself depends on your insurer or public health system.`,
      },
      afterInsurance: {
        question: 'How much will I pay after insurance?',
        answer:
          'That depends on your coverage: Medicare, for example, usually leaves you 20% of the approved amount after the deductible, and a Krankenkasse in Germany usually a small co-payment. Send us an insurance question and we help you find out before anything is ordered.',
      },
      consultation: {
        question: 'What happens at the consultation?',
        answer:
          'We talk about your goals, your daily life and your limb difference, show you the hands, and explain the next steps and how funding usually works. Bring your questions, and your medical records and insurance details if you have them.',
      },
      howLong: {
        question: 'How long until I have my hand?',
        answer:
          'From the first consultation to the fitting usually takes a few weeks to a few months, mostly depending on how quickly the funding is approved. Training with a therapist follows.',
      },
      control: {
        question: 'How do I control the hand?',
        answer:
          'Sensors resting on the skin of your residual limb pick up the signals of the muscles you tense, and the hand turns them into a grip. It does not read thoughts. SmartHand AI also predicts the grip you are likely to need.',
      },
      suits: {
        question: 'Is a Phoenix hand right for me or my child?',
        answer:
          'That depends on your level of limb difference and your residual limb, which only an assessment can tell. Ask us, and we will tell you honestly.',
      },
      warranty: {
        question: 'What warranty do the hands have?',
        answer: (warranties: string) => `The warranty is ${warranties}.`,
      },
      repairs: {
        question: 'What if my hand needs a repair?',
        answer:
          'Contact our support: around the clock for emergencies, otherwise during our opening hours. During the warranty we repair or replace the hand under its warranty terms.',
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
        answer: (days: string) =>
          `Only what you send us in the form: your name, email address, phone number if you give it, the inquiry type, the subject and the message. We use it to answer you and delete it after ${days} days, or sooner if you ask.`,
      },
    },
    /** One hand's figure in an answer ("2 years for the FlexiGrip Elite"). */
    figureOf: (product: string, figure: string) => `${figure} for the ${product}`,
  },
  ...noticesEn,
};

export type Articles = Shape<typeof articlesEn>;
