import type { RouteProps } from '../../ui/page';
import { Clinics } from './Clinics';

/** The clinic finder as a page of the site (a search sent without script is in its address). */
export const ClinicsPage = ({ endpoint, query }: RouteProps) => <Clinics endpoint={endpoint} query={query} />;
