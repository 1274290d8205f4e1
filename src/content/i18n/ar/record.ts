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
    clinicWithheld: {
      text: (why: string) => `لم يُرسَل إلى العيادة الشريكة: ${why}`,
      reasons: {
        NO_HEALTH_CONSENT: 'لم يوافق المريض على استخدام المعلومات الصحية.',
        NO_SHARE_CONSENT: 'لم يطلب المريض مشاركة الطلب مع العيادة.',
        UNKNOWN_NOTICE_VERSION:
          'تذكر الموافقة إصدارًا من إشعار الخصوصية لم ننشره قط. اسأل المريض قبل أن تعيد توجيه أي شيء.',
        INVALID_CLINIC: 'لا يذكر الطلب عيادة صالحة.',
        CLINICS_NOT_READ: 'لم يُقرأ ملف العيادات بعد.',
        CLINIC_RETIRED: 'لم تعد العيادة موجودة في ملف العيادات.',
        CLINIC_TAKES_NO_REQUESTS: 'لا تستقبل العيادة طلبات عن طريقنا.',
        CHANNEL_NOT_CONFIGURED: 'قناة العيادة (البريد الإلكتروني أو الويب هوك) غير مُعدّة على هذا الخادم.',
      },
      held: (cap: number) =>
        `نسخة العيادة الشريكة تنتظر موافقتك: تلقت العيادة أكثر من ${cap} طلبًا في الساعة الماضية. أفرج عنها بالأمر: npm run inquiries -- release`,
    },
  },
};
