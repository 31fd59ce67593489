// Exactly "/" (spec 000 §2): employees to their profile area, everyone else to /positions.
import { Navigate } from 'react-router';
import { homePath, useSession } from '../lib/session';

export function HomeRedirect() {
  const { user } = useSession();
  return <Navigate to={homePath(user)} replace />;
}
