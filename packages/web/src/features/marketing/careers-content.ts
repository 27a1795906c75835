export interface OpenPosition {
  title: 'Senior Full Stack Engineer' | 'Machine Learning Engineer' | 'Product Manager';
  department: string;
  location: 'Remote US';
  type: 'Full-time';
  description: string;
  requirements: string[];
}

/** The three open positions of product-spec §2 (Careers). */
export const openPositions: OpenPosition[] = [
  {
    title: 'Senior Full Stack Engineer',
    department: 'Engineering',
    location: 'Remote US',
    type: 'Full-time',
    description:
      'Build the interface builder, the MCP gateway and the monitoring that keeps store integrations healthy, from the React canvas down to the PostgreSQL queries.',
    requirements: [
      '5+ years building production web applications',
      'Strong TypeScript, React and Node.js',
      'Experience designing and operating REST or GraphQL APIs',
      'Comfort with PostgreSQL, queues and observability tooling',
      'E-commerce or payments experience is a plus',
    ],
  },
  {
    title: 'Machine Learning Engineer',
    department: 'AI',
    location: 'Remote US',
    type: 'Full-time',
    description:
      'Make our documentation discovery, test generation and change analysis smarter, and help AI models use store APIs reliably through MCP.',
    requirements: [
      '3+ years shipping machine-learning features to production',
      'Hands-on experience with large language models, prompting and evaluation',
      'Solid Python or TypeScript',
      'Understanding of API schemas (OpenAPI, GraphQL)',
      'A habit of measuring quality before and after every change',
    ],
  },
  {
    title: 'Product Manager',
    department: 'Product',
    location: 'Remote US',
    type: 'Full-time',
    description:
      'Own the journey from connecting a first API to running AI in production. Talk to merchants and their engineers every week and turn what you learn into a clear roadmap.',
    requirements: [
      '4+ years of product management for developer or B2B SaaS products',
      'Technical enough to read an API specification and discuss trade-offs with engineers',
      'Experience with e-commerce platforms or integrations',
      'Clear writing and a bias for shipping small, measurable improvements',
    ],
  },
];

/** Benefits, including the perks of product-spec §9. */
export const benefits: { title: string; description: string }[] = [
  { title: '$5,000 learning budget', description: 'Every year, for courses, books and conferences.' },
  {
    title: '$1,500 home office allowance',
    description: 'Set up a desk, chair and screen that work for you.',
  },
  { title: 'Unlimited PTO', description: 'Rest when you need it; we ask everyone to take real time off.' },
  { title: 'Remote across the US', description: 'Work from wherever you do your best work.' },
  { title: 'Health, dental and vision', description: 'Coverage for you and your family.' },
  { title: 'Equity', description: 'Every employee owns part of what we build.' },
];

export function applyMailto(title: string): string {
  return `mailto:careers@cartographer.dev?subject=${encodeURIComponent(`Application: ${title}`)}`;
}
