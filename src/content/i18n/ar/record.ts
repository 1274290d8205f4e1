/** Arabic: the words of inquiryRecord. */
import type { Words } from '../words';

export const words: Words<'record'> = {
  inquiryRecord: {
    id: 'المرجع',
    receivedAt: 'تاريخ الاستلام',
    pageUrl: 'أُرسل من الصفحة',
    idempotencyKey: 'مفتاح الطلب',
    lang: 'اللغة',
    clinic: 'العيادة الشريكة',
    notificationSubject: (type: string, name: string) => `${type}: ${name}`,
    notificationIntro: 'وصل استفسار جديد عبر الموقع. ردّ على هذه الرسالة للإجابة على الزائر.',
  },
};
