/**
 * Types for pages and apps that use phx: the elements in HTMLElementTagNameMap and React's JSX, and the phx-*
 * events in GlobalEventHandlersEventMap. Shipped with the package (`"types"` in package.json exports).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export type PhxProductId = 'neural-pro-x1' | 'flexigrip-elite' | 'smarthand-ai';
export type PhxInquiryType = 'general' | 'consultation' | 'support' | 'insurance' | 'partnership';
export type PhxRoutePath = '/' | '/about' | '/products' | '/contact';

/** What a visitor sends with <phx-contact>. */
export interface PhxInquiry {
  name: string;
  email: string;
  phone: string;
  inquiry: PhxInquiryType;
  subject: string;
  message: string;
  /** The page the form was sent from. */
  pageUrl: string;
  /** The same for every retry of one draft: store each key once. */
  idempotencyKey: string;
}

export interface PhxNavigateDetail {
  path: PhxRoutePath;
  href: string;
}
export interface PhxCtaDetail {
  cta: string;
  href?: string;
}
export interface PhxSubmitSuccessDetail {
  inquiry: PhxInquiry;
  id?: string;
}
export interface PhxSubmitErrorDetail {
  inquiry: PhxInquiry;
  reason: 'network' | 'timeout' | 'server' | 'invalid' | 'rateLimited';
  status?: number;
  errors?: Partial<Record<'name' | 'email' | 'phone' | 'inquiry' | 'subject' | 'message', string>>;
}

/** Attributes every phx element accepts. */
interface PhxCommonAttributes {
  'site-url'?: string;
}
export interface PhxProductsAttributes extends PhxCommonAttributes {
  /** Comma-separated product ids. */
  product?: string;
  layout?: 'list' | 'grid';
}
export interface PhxContactAttributes extends PhxCommonAttributes {
  inquiry?: PhxInquiryType;
  endpoint?: string;
}
export interface PhxRouterAttributes extends PhxCommonAttributes {
  base?: string;
  mode?: 'history' | 'hash';
  endpoint?: string;
}

export type PhxElement = HTMLElement;

type Jsx<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare global {
  interface HTMLElementTagNameMap {
    'phx-router': PhxElement;
    'phx-nav': PhxElement;
    'phx-home': PhxElement;
    'phx-about': PhxElement;
    'phx-products': PhxElement;
    'phx-contact': PhxElement;
    'phx-not-found': PhxElement;
    'phx-footer': PhxElement;
  }

  interface GlobalEventHandlersEventMap {
    /** A link leaving the element was chosen. Cancelable: cancel it to route yourself. */
    'phx-navigate': CustomEvent<PhxNavigateDetail>;
    /** A call to action was chosen (for analytics). */
    'phx-cta': CustomEvent<PhxCtaDetail>;
    /** The contact form was sent. Cancelable: cancel it to deliver the inquiry yourself. */
    'phx-submit': CustomEvent<PhxInquiry>;
    'phx-submit-success': CustomEvent<PhxSubmitSuccessDetail>;
    'phx-submit-error': CustomEvent<PhxSubmitErrorDetail>;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'phx-router': Jsx<PhxRouterAttributes>;
      'phx-nav': Jsx<PhxCommonAttributes>;
      'phx-home': Jsx<PhxCommonAttributes>;
      'phx-about': Jsx<PhxCommonAttributes>;
      'phx-products': Jsx<PhxProductsAttributes>;
      'phx-contact': Jsx<PhxContactAttributes>;
      'phx-not-found': Jsx<PhxCommonAttributes>;
      'phx-footer': Jsx<PhxCommonAttributes>;
    }
  }
}
