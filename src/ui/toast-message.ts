import { createContext } from 'react';

/** What a toast says, and the context both the provider (Toasts.tsx) and the code that draws them (ToastStack.tsx) read. */
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastMessage {
  variant: ToastVariant;
  title: string;
  text?: string;
  /** One action button, for example "Try again". */
  action?: { label: string; onSelect: () => void };
  /** Milliseconds before it closes by itself; errors stay until dismissed. */
  duration?: number;
}

/** Shows a toast; returns a function that closes it. */
export type ShowToast = (message: ToastMessage) => () => void;

/**
 * Hands notistack's CSS (known once its code has loaded) to the element's shadow root. Returns it back, with a
 * nonce, when the browser cannot adopt stylesheets and it must be rendered as a <style> tag instead.
 */
export const ToastStylesContext = createContext<(css: string) => { css: string; nonce: string | undefined } | null>(
  () => null,
);
