// "Staffdesk | <Section>" (task brief): a route may name itself with `handle: { title }`,
// otherwise the first path segment names the section.
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

const SECTION_TITLES: Record<string, string> = {
  positions: 'Positions',
  applicants: 'Applicants',
  users: 'User Management',
  profile: 'Profile',
  company: 'Company',
  hrms: 'HRMS',
  accounts: 'Accounts',
  employee: 'Employee',
  partners: 'Partners',
};

export function titleFor(pathname: string, handleTitle?: string): string {
  const section = handleTitle ?? SECTION_TITLES[pathname.split('/')[1] ?? ''];
  return section ? `Staffdesk | ${section}` : 'Staffdesk';
}

export function PageTitle() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handleTitle = [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = titleFor(pathname, handleTitle);
  }, [pathname, handleTitle]);
  return null;
}
