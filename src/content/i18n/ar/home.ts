/** Arabic: the words of home. */
import type { Format } from '../format';
import type { Words } from '../words';
import { after } from '../arabic';

export const words: Words<'home'> = {
  home: {
    hero: {
      eyebrow: 'أطراف صناعية بتحكم عصبي',
      title: 'استعِد حركتك الطبيعية',
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
        text: 'التحكم الكهربائي العضلي يقرأ العضلات التي تشدّها، وتضيف SmartHand AI توقّع القبضة بمساعدة الذكاء الاصطناعي.',
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
      award: {
        title: 'حائزة على جوائز',
        text: 'نصمّم أيدينا مع الأطباء ومع من يرتدونها، ونختبرها معهم قبل طرحها.',
      },
    },
    productsTitle: 'أيدينا الصناعية',
    productsText: 'ثلاث أيدٍ وهدف واحد: الحركة التي تفكر فيها.',
    viewAllProducts: 'عرض جميع المنتجات',
    benefitsTitle: 'الحياة مع يد Phoenix',
    benefits: [
      'تحكّم في يدك بإشارات عضلاتك أنت',
      'مجموعة من أنماط القبض للمهام اليومية',
      'تركيب على يد فني الأطراف الصناعية، وتدريب مع معالج',
      'مساعدة في أسئلة التأمين والتمويل',
      'دعم للطوارئ على مدار الساعة لمشكلات يدك، ورد خلال 24 ساعة',
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
