import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';

/**
 * The route table of product-spec §2. Every screen is its own chunk, so the public site
 * never downloads the app (builder, React Flow) and the app never waits for marketing pages.
 */
const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      {
        path: '/',
        lazy: () =>
          import('../features/marketing/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: '/about',
        lazy: () => import('../features/marketing/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: '/careers',
        lazy: () =>
          import('../features/marketing/careers-page.tsx').then((m) => ({ Component: m.CareersPage })),
      },
      {
        path: '/pricing',
        lazy: () =>
          import('../features/marketing/pricing-page.tsx').then((m) => ({ Component: m.PricingPage })),
      },
      {
        path: '/success',
        lazy: () =>
          import('../features/billing/success-page.tsx').then((m) => ({ Component: m.SuccessPage })),
      },
      {
        path: '/login',
        lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/signup',
        lazy: () => import('../features/auth/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: '/app',
        lazy: () => import('../features/shell/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/dashboard/dashboard-page.tsx').then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: 'interfaces',
            lazy: () =>
              import('../features/interfaces/interfaces-page.tsx').then((m) => ({
                Component: m.InterfacesPage,
              })),
          },
          {
            path: 'interfaces/:interfaceId',
            lazy: () =>
              import('../features/interfaces/builder-page.tsx').then((m) => ({
                Component: m.BuilderPage,
              })),
          },
          {
            path: 'documentation',
            lazy: () =>
              import('../features/documentation/documentation-page.tsx').then((m) => ({
                Component: m.DocumentationPage,
              })),
          },
          {
            path: 'test-cases',
            lazy: () =>
              import('../features/test-cases/test-cases-page.tsx').then((m) => ({
                Component: m.TestCasesPage,
              })),
          },
          {
            path: 'monitoring',
            lazy: () =>
              import('../features/monitoring/monitoring-page.tsx').then((m) => ({
                Component: m.MonitoringPage,
              })),
          },
          {
            path: 'settings',
            lazy: () =>
              import('../features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
          },
          {
            path: 'admin',
            lazy: () => import('../features/admin/admin-page.tsx').then((m) => ({ Component: m.AdminPage })),
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('../features/errors/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
