/** Node module hooks (registered by register.ts): a catalog's part, compiled as the Vite plugin compiles it. */
import { partModule, partRequest } from './modules.ts';

type Next<A, R> = (specifier: A, context?: unknown) => Promise<R>;
interface Loaded {
  format: string;
  source?: string;
  shortCircuit?: boolean;
}

export async function load(url: string, context: unknown, next: Next<string, Loaded>): Promise<Loaded> {
  const request = url.startsWith('file:') ? partRequest(url) : undefined;
  if (!request) return next(url, context);
  return { format: 'module', source: partModule(request), shortCircuit: true };
}
