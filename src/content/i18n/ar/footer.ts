/** Arabic: the words of footer. */
import type { Words } from '../words';

export const words: Words<'footer'> = {
  footer: {
    blurb: 'نعيد الحركة الطبيعية بأيدٍ صناعية تتحكم بها إشارات عضلاتك.',
    patientsHeading: 'للمرضى',
    legalLinks: 'معلومات قانونية',
    quickLinksHeading: 'روابط سريعة',
    contactHeading: 'تواصل معنا',
    hoursHeading: 'ساعات العمل',
    copyright: (year: string, company: string) => `© ${year} ${company}. جميع الحقوق محفوظة.`,
  },
};
