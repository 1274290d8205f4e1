/**
 * The products part in Arabic: the interface words compiled from catalogs/ar.po (see docs/content.md), and each
 * product's own words (summary, description, image text), which stay here for now.
 */
import { words as compiled } from '../catalogs/ar.po?part=products';
import type { items as english } from '../en/products';
import type { Shape } from '../words';

export const items: Shape<typeof english> = {
  'neural-pro-x1': {
    summary: 'يدنا ذات أكثر أنماط القبض، مع قبضة لكل مهمة.',
    description:
      'تقرأ يد Neural Pro X1 إشارات العضلات التي تشدّها في طرفك المتبقي وتحوّل نمطها إلى قبضة. وتغطي أنماط قبضها كل شيء، من مصافحة ثابتة إلى التقاط قطعة نقدية.',
    imageAlt: 'رسم توضيحي ليد Neural Pro X1: يد صناعية داكنة يحيط بمعصمها شريط استشعار مضيء',
  },
  'flexigrip-elite': {
    summary: 'يد خفيفة ورشيقة لراحة تدوم طوال اليوم.',
    description:
      'يد FlexiGrip Elite هي الأخف وزنًا بين أيدينا، صُمّمت لراحة تدوم طوال اليوم. وتواكب أنماطُ قبضها وشحنُها السريع يومك المزدحم.',
    imageAlt: 'رسم توضيحي ليد FlexiGrip Elite: يد صناعية نحيفة وخفيفة بمفاصل أصابع مرنة',
  },
  'smarthand-ai': {
    summary: 'يد مدعومة بالذكاء الاصطناعي تتعلّم طريقة حركتك.',
    description:
      'تتعلّم يد SmartHand AI حركاتك وتتوقّع القبضة التي تحتاج إليها. ولها أطول عمر للبطارية وأطول ضمان في مجموعتنا.',
    imageAlt: 'رسم توضيحي ليد SmartHand AI: يد صناعية على راحتها نقش يشبه الدوائر الإلكترونية',
  },
};

export const words = (format: object) => ({ products: { ...compiled(format).products, items } });
