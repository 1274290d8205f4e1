import { addressLines, type CompanyAddress } from '../../content/company';
import { useLocale } from '../../ui/locale';
import { Postal } from './legal.styles';

/** A name and its postal address as on an envelope, the country named in the page's language. */
export function PostalAddress({ name, address }: { name: string; address: CompanyAddress }) {
  const { format } = useLocale();
  return (
    <Postal>
      {[name, ...addressLines(address), format.country(address.country)].map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in a fixed order
        <span key={i}>
          <bdi>{line}</bdi>
          <br />
        </span>
      ))}
    </Postal>
  );
}
