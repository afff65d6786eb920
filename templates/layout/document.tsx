import type { ReactNode } from 'react';
import { ActionBar } from './action-bar.tsx';
import { Footer } from './footer.tsx';
import { Head } from './head.tsx';
import { Header } from './header.tsx';
import { useSite } from '../site-context.ts';

/**
 * The page shell: skip link, sticky header, the page's main content, footer, the phone's action bar. The
 * renderer may pass header and footer as placeholders, to splice in the frame it rendered once for the build.
 */
export function Document({ children, header = <Header />, footer = <Footer /> }: { children: ReactNode; header?: ReactNode; footer?: ReactNode }) {
  const { route } = useSite();
  return (
    <html lang="en-GB">
      <Head />
      {/* The page kind (its route id) lets `ctsite check` group pages exactly, e.g. for budgets. */}
      <body data-page-kind={route.id} className="bg-white font-sans text-slate-900 antialiased">
        <a href="#main" className="sr-only z-50 rounded bg-amber-400 px-4 py-3 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
          Skip to main content
        </a>
        {header}
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        {footer}
        <ActionBar />
      </body>
    </html>
  );
}
