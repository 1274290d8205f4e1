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
    /** The e-mail a partner clinic gets when the patient chose to share the request with it. */
    clinicIntro: (company: string, clinic: string) =>
      `طلب أحد المرضى من ${company} إرسال هذا الطلب أيضًا إلى ${clinic} حتى تتمكنوا من التواصل معه. ردّوا على هذه الرسالة للإجابة عليه.`,
    healthConsentAt: 'الموافقة الصحية',
    healthConsentNotice: 'إشعار الخصوصية',
    /** When the visitor asked that the request also go to the partner clinic (or "not given"), and the notice. */
    clinicConsentAt: 'تمت مشاركته مع العيادة',
    clinicConsentNotice: 'إشعار الخصوصية (العيادة)',
    consentNotGiven: 'لم تُعطَ',
    noticeNotNamed: 'غير مذكور',
    consentMissing: {
      subject: (subject: string) => `[دون موافقة] ${subject}`,
      text: 'وصل هذا الطلب دون موافقة على استخدام المعلومات الصحية. قبل أن تقرأ أي معلومات صحية فيه أو تستخدمها، اطلب موافقة المرسل مع رابط إلى إشعار الخصوصية.',
    },
  },
};
