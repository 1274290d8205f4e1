/** The long pages that are content files (content/pages/<name>.<lang>.md), for the build's report and the editor's. */
import { fundingPage } from './funding';

export const longPages = [fundingPage] as const;
