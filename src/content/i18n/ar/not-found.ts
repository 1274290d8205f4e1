/** Arabic: the words of notFound. */
import type { Words } from '../words';

export const words: Words<'notFound'> = {
  notFound: {
    title: 'عذرًا! الصفحة غير موجودة',
    text: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
    action: 'العودة إلى الصفحة الرئيسية',
  },
};
