import Art from '../assets/logo.svg?react';

/** The company's mark, `size` em wide (decorative: the company's name is always written beside it). */
export const Logo = ({ size = 2.5 }: { size?: number }) => (
  <Art width={`${size}em`} height={`${size}em`} aria-hidden="true" focusable="false" />
);
