import type { RouteProps } from '../../ui/page';
import { Clinics } from './Clinics';

/** The clinic finder as a page of the site. */
export const ClinicsPage = ({ endpoint }: RouteProps) => <Clinics endpoint={endpoint} />;
