/** Arabic: the words of about. */
import type { Words } from '../words';

export const words: Words<'about'> = {
  about: {
    title: 'من نحن',
    intro: 'نصنع أيديًا صناعية تعيد إلى الناس الحركات التي تعني لهم الكثير.',
    missionTitle: 'رسالتنا',
    mission: [
      'وُجدت Phoenix Bionics لتعيد الحركة الطبيعية إلى من يعيشون مع بتر أو اختلاف خِلقي في الأطراف. نجمع بين التحكم بالإشارات العصبية والذكاء الاصطناعي لتتبع اليد الصناعية ما تنويه أنت، لا أوامر مبرمجة مسبقًا.',
      'كل يد نصنعها يركّبها ويضبطها ويتابعها أخصائيون يُصغون إليك أولًا، لأن أفضل تقنية هي تلك التي تنسجم مع حياتك.',
    ],
    statsTitle: 'أثرنا بالأرقام',
    stats: {
      livesChanged: 'حياة تغيّرت',
      yearsExperience: 'عامًا من الخبرة',
      researchPartners: 'شركاء في البحث',
      satisfaction: 'نسبة الرضا',
    },
    atLeast: (figure: string) => `أكثر من ${figure}`,
    valuesTitle: 'قيمنا الأساسية',
    values: {
      care: { title: 'رعاية محورها المريض', text: 'يبدأ كل قرار نتخذه بمن يرتدون أيدينا وبعائلاتهم.' },
      innovation: { title: 'الابتكار', text: 'نحوّل أبحاث التحكم العصبي وتعلّم الآلة إلى حركة يومية.' },
      collaboration: { title: 'التعاون', text: 'نعمل مع الأطباء والباحثين والمرضى فريقًا واحدًا.' },
      excellence: { title: 'التميّز', text: 'نُخضع كل يد للمعايير نفسها التي نريدها لعائلاتنا.' },
    },
    timelineTitle: 'مسيرتنا',
    milestones: {
      founded: {
        title: 'التأسيس',
        text: 'تأسست Phoenix Bionics على يد مهندسين وأخصائيين سريريين يجمعهم هدف واحد: الحركة الطبيعية.',
      },
      firstProduct: { title: 'أول منتج تجاري', text: 'أول يد من صنعنا بتحكم عصبي تصل إلى المرضى.' },
      expansion: { title: 'التوسع العالمي', text: 'عيادات شريكة خارج الولايات المتحدة تبدأ تركيب أيدي Phoenix.' },
      nextGeneration: { title: 'الجيل التالي', text: 'القبضات المدعومة بالذكاء الاصطناعي تصل مع SmartHand AI.' },
    },
  },
};
