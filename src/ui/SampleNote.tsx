import styled from '@emotion/styled';
import { sampleCompany } from '../content/company';
import { useLocale } from './locale';
import { color, radius, space, textSpacing } from './tokens';

/** A warning a visitor cannot read past (this note, the contact form's notices): boxed, a danger-coloured edge. */
export const warningBox = `
  padding: ${space(1.5)} ${space(2)};
  border-inline-start: 6px solid ${color.danger};
  border-radius: ${radius.sm};
  background: ${color.surfaceAlt};
  color: ${color.text};
  font-weight: 600;
`;

/** The sample details' warning. */
const Note = styled.p`
  margin: ${space(3)} 0 ${textSpacing.paragraphSpacing()};
  max-width: 48em;
  ${warningBox}
  line-height: ${textSpacing.lineHeight('1.5')};
`;

/**
 * Beside any company or clinic details while the company file is the repository's sample (the legal pages, the
 * contact page and its form, the footer, the finder): a visitor must not call its number or send real health details.
 */
export function SampleNote({ className }: { className?: string }) {
  const { text } = useLocale();
  return sampleCompany ? (
    <Note role="note" className={className}>
      {text.site.sample}
    </Note>
  ) : null;
}
