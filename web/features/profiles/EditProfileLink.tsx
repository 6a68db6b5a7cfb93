import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';

type EditProfileLinkProps = {
  /** The owner's editor: '/dashboard/organization/profiel'… */
  to: string;
  /** 'Profiel bewerken', in the page's namespace. */
  label: string;
  testId?: string;
};

/** 'Profiel bewerken' on a public profile page, for the viewers the response says may edit it (canEdit). */
export const EditProfileLink = ({ to, label, testId }: EditProfileLinkProps) => (
  <Button asChild variant="secondary" size="sm">
    <Link to={to} data-testid={testId}>
      <Pencil aria-hidden />
      {label}
    </Link>
  </Button>
);
