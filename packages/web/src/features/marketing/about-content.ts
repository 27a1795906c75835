import type { LucideIcon } from 'lucide-react';
import { Gauge, HeartHandshake, Lightbulb } from 'lucide-react';

export interface CompanyValue {
  title: 'Customer First' | 'Build for Scale' | 'Innovation Focus';
  description: string;
  icon: LucideIcon;
}

/** The three values of product-spec §2 (About). */
export const companyValues: CompanyValue[] = [
  {
    title: 'Customer First',
    description:
      'We start from the problems e-commerce teams face every day: an order flow that must not break, a catalogue that must stay correct. We ship what helps them, and we answer them quickly.',
    icon: HeartHandshake,
  },
  {
    title: 'Build for Scale',
    description:
      'Stores peak on the worst possible day. Everything we build is stateless, measured and tested for concurrency, so an interface that works in testing keeps working on your busiest day.',
    icon: Gauge,
  },
  {
    title: 'Innovation Focus',
    description:
      'AI changes how people shop. We follow the protocols closely and bring the new capabilities to our customers as soon as they are dependable, not before.',
    icon: Lightbulb,
  },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

/** The founding team (fictional people for this product). */
export const teamMembers: TeamMember[] = [
  {
    name: 'Maya Lindqvist',
    role: 'Co-founder & CEO',
    bio: 'Maya led platform partnerships at a large online marketplace, where she saw integration after integration break on small API changes. She started Cartographer to make those APIs safe for AI.',
  },
  {
    name: 'Daniel Osei',
    role: 'Co-founder & CTO',
    bio: 'Daniel spent a decade building checkout and inventory services for high-traffic retailers. He designs the gateway, the test engine and the systems that keep them fast under load.',
  },
  {
    name: 'Priya Natarajan',
    role: 'Head of Product',
    bio: 'Priya was a product lead for developer tools at an e-commerce platform. She turns what merchants and their engineers tell us into the features we build next.',
  },
];
