/** Arabic: the words of home. */
import type { Format } from '../format';
import type { Words } from '../words';
import { after } from '../arabic';

export const words: Words<'home'> = {
  home: {
    hero: {
      eyebrow: 'أيدٍ صناعية كهربائية عضلية',
      title: 'أيدٍ صناعية تتحكم فيها بعضلاتك',
      text: (batteryHours: number, product: string, f: Format) =>
        `أيدٍ صناعية تستجيب لإشارات عضلاتك، ببطارية تدوم حتى ${after(f, batteryHours, 'hour')} في ${product}.`,
      primary: 'احجز استشارة',
      secondary: 'شاهد العرض التوضيحي',
      imageAlt: 'رسم توضيحي ليد صناعية مفتوحة تمتد إلى الأمام',
    },
    featuresTitle: 'لماذا يختار الناس Phoenix',
    features: {
      technology: {
        title: 'تقنية متقدمة',
        text: 'تحكم كهربائي عضلي مع التعرّف على الأنماط: تلتقط مستشعرات على جلدك إشارات العضلات التي تشدّها، وتحوّل اليد نمطها إلى قبضة. وتضيف SmartHand AI توقّع القبضة بمساعدة الذكاء الاصطناعي.',
      },
      durable: {
        title: 'متانة وموثوقية',
        text: (batteryHours: number, warrantyYears: number, f: Format) =>
          `مصمَّمة للحياة اليومية، ببطارية تدوم حتى ${after(f, batteryHours, 'hour')} وضمان يمتد حتى ${after(f, warrantyYears, 'year')}، بحسب اليد.`,
      },
      fit: {
        title: 'ملاءمة مصمَّمة لك',
        text: 'يشكّل فني الأطراف الصناعية تجويف التركيب ويضبط القبضات بما يناسبك أنت، الشخص الذي يرتدي اليد.',
      },
      funding: {
        title: 'مساعدة في التمويل',
        text: 'نُعدّ الأوراق التي تطلبها جهة الدفع عادةً، ونجيب عن أسئلتها حول اليد.',
      },
    },
    productsTitle: 'أيدينا الصناعية',
    productsText: 'ثلاث أيدٍ، تتحكم في كل منها بإشارات عضلاتك.',
    viewAllProducts: 'عرض جميع المنتجات',
    benefitsTitle: 'الحياة مع يد Phoenix',
    benefits: [
      'تحكّم في يدك بإشارات عضلاتك أنت',
      'مجموعة من أنماط القبض للمهام اليومية',
      'تركيب على يد فني الأطراف الصناعية، وتدريب مع معالج',
      'مساعدة في أسئلة التأمين والتمويل',
    ],
    benefitsLink: 'تعرّف على قصتنا',
    benefitsFundingLink: 'كيف تُدفع تكلفة اليد',
    closing: {
      title: 'هل أنت مستعد للخطوة التالية؟',
      text: 'تحدّث إلى أحد أخصائيينا عمّا يمكن أن تقدّمه لك يد من Phoenix.',
      action: 'احجز استشارة',
    },
  },
};
