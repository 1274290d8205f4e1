import { Compare } from './Compare';

/** The comparison as a page of the site. */
export const ComparePage = () => <Compare />;
