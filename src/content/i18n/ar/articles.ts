import type { Articles } from '../en/articles';
import { afterDuration } from '../arabic';
import type { Format } from '../format';
import { fitting } from '../../files/fitting-words/ar';
import { funding } from '../../files/funding-words/ar';
import { notices } from './notices';

/** The words of the site's long pages in Arabic: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding,
  fitting: {
    ...fitting,
    /** Whom each hand suits, with its figures (the page's other words: content/pages/fitting.ar.md). */
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `أكبر عدد من أنماط القبض في أيدينا (${f.number(patterns)}) وقوة قبض تصل إلى ${f.number(newtons)} N. لمن يريد قبضة لكل مهمة.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `أخف أيدينا وزنًا (${f.grams(grams)})، وتُشحن خلال ${afterDuration(f, minutes)}. لمن يرتدي يده طوال اليوم ويهمّه الارتياح.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `توقّع القبضة بمساعدة الذكاء الاصطناعي، وأطول عمر للبطارية (${f.hours(hours)}) وأطول ضمان (${f.years(years)}) في أيدينا.`,
    },
  },
  faq: {
    title: 'أسئلة وأجوبة',
    intro: 'ما يسألنا عنه المرضى وعائلاتهم كثيرًا. لم تجد سؤالك؟ راسلنا.',
    note: 'هذه الأجوبة معلومات عامة، وليست استشارة طبية.',
    items: {
      cost: {
        question: 'كم تكلّف يد Phoenix؟',
        answer: (prices: string) =>
          `تبدأ الأسعار من ${prices}. وما تدفعه بنفسك يتوقف على شركة تأمينك أو نظامك الصحي العام.`,
      },
      afterInsurance: {
        question: 'كم سأدفع بعد التأمين؟',
        answer:
          'يتوقف ذلك على جهة الدفع وعلى خطتك. وتشرح صفحتنا عن تكلفة اليد وتمويلها القواعد في الولايات المتحدة وألمانيا وإسبانيا، مع مصادرها الرسمية. أرسل إلينا سؤالًا عن التأمين. وسنساعدك على معرفة ذلك قبل طلب أي شيء.',
      },
      consultation: {
        question: 'ماذا يحدث في الاستشارة؟',
        answer:
          'نتحدث عن أهدافك وحياتك اليومية وحالة طرفك. ونعرض عليك الأيدي، ونشرح الخطوات التالية وكيف يجري التمويل غالبًا. أحضر أسئلتك. وأحضر أيضًا تقاريرك الطبية وبيانات تأمينك إن وُجدت.',
      },
      howLong: {
        question: 'كم من الوقت حتى أحصل على يدي؟',
        answer:
          'يستغرق الطريق من الاستشارة الأولى إلى التركيب عادةً من بضعة أسابيع إلى بضعة أشهر. ويتوقف ذلك أساسًا على سرعة الموافقة على التمويل. ثم يأتي التدريب مع معالج.',
      },
      control: {
        question: 'كيف أتحكم في اليد؟',
        answer:
          'تلتقط حساسات على جلد طرفك المتبقي إشارات العضلات التي تشدّها. وتحوّلها اليد إلى قبضة. إنها لا تقرأ الأفكار. وتتوقع SmartHand AI أيضًا القبضة التي يُرجَّح أن تحتاجها.',
      },
      suits: {
        question: 'هل تناسبني يد Phoenix أو تناسب طفلي؟',
        answer: 'يتوقف ذلك على حالة طرفك وعلى طرفك المتبقي. ولا يحدده إلا التقييم. اسألنا وسنجيبك بصراحة.',
      },
      warranty: {
        question: 'ما مدة ضمان الأيدي؟',
        answer: (warranties: string) => `مدة الضمان ${warranties}.`,
      },
      repairs: {
        question: 'ماذا لو احتاجت يدي إلى إصلاح؟',
        answer:
          'تواصل مع فريق الدعم لدينا. نرد في ساعات العمل. وخلال مدة الضمان نصلح اليد أو نستبدلها وفق شروط ضمانها. وفي حالة الطوارئ الطبية اتصل برقم الطوارئ المحلي.',
      },
      battery: {
        question: 'كم تدوم البطارية؟',
        answer: (batteries: string) => `بشحنة كاملة حتى ${batteries}، بحسب طريقة استخدامك لليد.`,
      },
      charging: {
        question: 'كم يستغرق الشحن؟',
        answer: (times: string) => `يستغرق الشحن الكامل ${times}.`,
      },
      languages: {
        question: 'بأي لغات يمكنني مراسلتكم؟',
        answer: 'بالعربية أو الإنجليزية أو الألمانية أو الإسبانية، وهي لغات هذا الموقع.',
      },
      data: {
        question: 'ما البيانات التي تحتفظون بها عني؟',
        answer: (collected: string, kept: string) =>
          `ما ترسله إلينا في النموذج وما يضيفه النموذج: ${collected}. ولا نستخدمه إلا للرد عليك. ${kept}`,
      },
    },
    /** قيمة يد في جواب: «سنتان (FlexiGrip Elite)»؛ الاسم اللاتيني معزول حتى لا يلتصق به الرقم المجاور. */
    figureOf: (product: string, figure: string) => `${figure} (\u2068${product}\u2069)`,
  },
  ...notices,
};
