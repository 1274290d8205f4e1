/** Arabic: the words of products. */
import type { Format } from '../format';
import type { Words } from '../words';
import { afterDuration, counted } from '../arabic';
import { items } from '../../files/product-words/ar';

export const words: Words<'products'> = {
  products: {
    title: 'منتجاتنا',
    intro: 'ثلاث أيدٍ صناعية، يركّب فني الأطراف الصناعية كلًّا منها لتناسب من يرتديها.',
    keyFeatures: 'أبرز المزايا',
    specifications: 'المواصفات',
    requestConsultation: 'اطلب استشارة',
    closingTitle: 'لست متأكدًا أي يد تناسبك؟',
    closingText: 'نساعدك على اختيار يد. ويركّبها فني الأطراف الصناعية، ويعلّمك معالج استخدامها.',
    closingAction: 'احجز استشارة',
    seeGrips: 'اطّلع على قبضاتها',
    compareLink: 'قارن بين الأيدي',
    price: (usd: number, f: Format) => `ابتداءً من ${f.usd(usd)}`,
    specs: {
      weight: 'الوزن',
      battery: 'عمر البطارية',
      charging: 'مدة الشحن',
      gripForce: 'قوة القبض',
      warranty: 'الضمان',
      gripPatterns: 'أنماط القبض',
    },
    upToNewtons: (newtons: number, f: Format) => `حتى ${f.number(newtons)} نيوتن`,
    features: {
      gripPatterns: (count: number, f: Format) =>
        counted(count, f, {
          one: 'نمط قبض واحد',
          two: 'نمطان للقبض',
          few: 'أنماط للقبض',
          many: 'نمطًا للقبض',
          other: 'نمط للقبض',
        }),
      myoelectricControl: 'تحكم كهربائي عضلي مع التعرّف على الأنماط',
      battery: (hours: number, f: Format) =>
        `بطارية تدوم حتى ${counted(hours, f, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' })}`,
      gripForce: (newtons: number, f: Format) => `قوة قبض تصل إلى ${f.number(newtons)} نيوتن`,
      lightweight: (grams: number, f: Format) => `تصميم خفيف بوزن ${f.grams(grams)}`,
      fastCharging: (minutes: number, f: Format) => `يُشحن خلال ${afterDuration(f, minutes)}`,
      gripPrediction: 'توقّع القبضة بمساعدة الذكاء الاصطناعي',
      warranty: (years: number, f: Format) =>
        `ضمان لمدة ${counted(years, f, { one: 'سنة واحدة', two: 'سنتين', few: 'سنوات', many: 'سنة', other: 'سنة' })}`,
    },
    /** Each hand's words: content/products/<id>.ar.md. */
    items,
  },
};
