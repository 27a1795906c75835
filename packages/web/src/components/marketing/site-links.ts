import type { To } from 'react-router';

export interface SiteLink {
  label: string;
  to: To;
}

/** Header navigation: the landing sections and the public pages (product-spec §2, Landing page). */
export const headerLinks: SiteLink[] = [
  { label: 'Features', to: { pathname: '/', hash: '#features' } },
  { label: 'Plans', to: { pathname: '/', hash: '#pricing' } },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Careers', to: '/careers' },
];

export interface FooterLink {
  label: string;
  /** A route of the SPA, or an external / mailto href. */
  to?: To;
  href?: string;
}

export interface FooterColumn {
  title: 'Product' | 'Company' | 'Legal' | 'Connect';
  links: FooterLink[];
}

/** Footer columns of product-spec §2. Pages that do not exist yet are placeholders ('#'), as the spec allows. */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: { pathname: '/', hash: '#features' } },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Start Free Trial', to: '/signup' },
      { label: 'Sign in', to: '/login' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact', href: 'mailto:hello@cartographer.dev' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '#' },
      { label: 'Terms of Service', href: '#' },
      { label: 'Security', href: '#' },
    ],
  },
  {
    title: 'Connect',
    links: [
      { label: 'GitHub', href: '#' },
      { label: 'LinkedIn', href: '#' },
      { label: 'X (Twitter)', href: '#' },
      { label: 'Email us', href: 'mailto:hello@cartographer.dev' },
    ],
  },
];
