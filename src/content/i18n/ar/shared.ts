/** Arabic: the words every element needs. */
import type { Format } from '../format';
import type { Words } from '../words';
import { after } from '../arabic';

export const words: Words<'shared'> = {
  site: {
    sample: 'بيانات تجريبية: الشركة في هذه الصفحة مثال، وليست شركة حقيقية. لا ترسل معلومات صحية حقيقية عبر هذا الموقع.',
    elementError: 'تعذّر عرض هذا الجزء من الصفحة.',
    routeErrorTitle: 'حدث خطأ غير متوقع في التطبيق!',
    toastDismiss: 'إغلاق الإشعار',
  },
  hours: {
    weekdays: (from: number, to: number, f: Format) => `من الاثنين إلى الجمعة: من ${f.hour(from)} إلى ${f.hour(to)}`,
    saturday: (from: number, to: number, f: Format) => `السبت: من ${f.hour(from)} إلى ${f.hour(to)}`,
    deviceSupport: (phone: string) => `على مدار الساعة طوال أيام الأسبوع إذا توقفت يدك عن العمل: ${phone}`,
    medical: 'في حالة الطوارئ الطبية اتصل برقم الطوارئ المحلي.',
    reply: (hours: number, f: Format) => `نرد خلال ${after(f, hours, 'hour')}`,
  },
};
