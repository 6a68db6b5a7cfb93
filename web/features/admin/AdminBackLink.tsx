import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** 'Terug naar …' above an admin page's heading: back to the list the page belongs to. */
export const AdminBackLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link
    to={to}
    className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 underline-offset-2 hover:underline"
  >
    <ArrowLeft aria-hidden className="size-4" />
    {children}
  </Link>
);
