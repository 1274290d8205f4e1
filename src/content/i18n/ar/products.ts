/** Arabic: the words of products. */
import type { Words } from '../words';
import { counted, genitive } from './grammar';

export const words: Words<'products'> = {
  products: {
    title: 'منتجاتنا',
    intro: 'ثلاث أيدٍ صناعية، يركّب أخصائيونا كلًّا منها ويضبطونها لتناسب من يرتديها.',
    keyFeatures: 'أبرز المزايا',
    specifications: 'المواصفات',
    requestConsultation: 'اطلب استشارة',
    closingTitle: 'لست متأكدًا أي يد تناسبك؟',
    closingText: 'سيساعدك أخصائيونا على اختيار يدك الجديدة وتركيبها وتعلّم استخدامها.',
    closingAction: 'احجز استشارة',
    seeGrips: 'اطّلع على قبضاتها',
    compareLink: 'قارن بين الأيدي',
    price: (price: string) => `ابتداءً من ${price}`,
    specs: {
      weight: 'الوزن',
      battery: 'عمر البطارية',
      charging: 'مدة الشحن',
      gripForce: 'قوة القبض',
      warranty: 'الضمان',
      gripPatterns: 'أنماط القبض',
    },
    upToNewtons: (newtons: string) => `حتى ${newtons} نيوتن`,
    features: {
      gripPatterns: (count: string) =>
        counted(count, {
          one: 'نمط قبض واحد',
          two: 'نمطان للقبض',
          few: 'أنماط للقبض',
          many: 'نمطًا للقبض',
          other: 'نمط للقبض',
        }),
      neuralControl: 'تحكّم بالإشارات العصبية',
      battery: (hours: string) =>
        `بطارية تدوم حتى ${counted(hours, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' })}`,
      gripForce: (newtons: string) => `قوة قبض تصل إلى ${newtons} نيوتن`,
      lightweight: (weight: string) => `تصميم خفيف بوزن ${weight}`,
      fastCharging: (duration: string) => `يُشحن خلال ${genitive(duration)}`,
      gripPrediction: 'توقّع القبضة بمساعدة الذكاء الاصطناعي',
      warranty: (years: string) =>
        `ضمان لمدة ${counted(years, { one: 'سنة واحدة', two: 'سنتين', few: 'سنوات', many: 'سنة', other: 'سنة' })}`,
    },
    items: {
      'neural-pro-x1': {
        summary: 'يدنا الرائدة بتحكم عصبي، مع قبضة لكل مهمة.',
        description:
          'تقرأ يد Neural Pro X1 إشارات العضلات في طرفك المتبقي وتحوّل ما تنويه إلى حركة. وتغطي أنماط قبضها كل شيء، من مصافحة ثابتة إلى التقاط قطعة نقدية.',
        imageAlt: 'رسم توضيحي ليد Neural Pro X1: يد صناعية داكنة يحيط بمعصمها شريط استشعار مضيء',
      },
      'flexigrip-elite': {
        summary: 'يد خفيفة ورشيقة لراحة تدوم طوال اليوم.',
        description:
          'يد FlexiGrip Elite هي الأخف وزنًا بين أيدينا، صُمّمت لراحة تدوم طوال اليوم. وتواكب أوضاعُ قبضها وشحنُها السريع يومك المزدحم.',
        imageAlt: 'رسم توضيحي ليد FlexiGrip Elite: يد صناعية نحيفة وخفيفة بمفاصل أصابع مرنة',
      },
      'smarthand-ai': {
        summary: 'يد مدعومة بالذكاء الاصطناعي تتعلّم طريقة حركتك.',
        description:
          'تتعلّم يد SmartHand AI حركاتك وتتوقّع القبضة التي تحتاج إليها. وبأطول عمر للبطارية وأطول ضمان في مجموعتنا، فهي أكثر أيدينا قدرة.',
        imageAlt: 'رسم توضيحي ليد SmartHand AI: يد صناعية على راحتها نقش يشبه الدوائر الإلكترونية',
      },
    },
  },
};
