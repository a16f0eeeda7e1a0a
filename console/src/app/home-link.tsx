import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_PATH, HOME_PATH } from './constants';

/** An anchor for PatternFly's `component` props that navigates inside the app to the landing page. */
export function HomeLink(props: ComponentProps<'a'>) {
  return <Link {...props} to={HOME_PATH} />;
}

/** The not-found page's way back: the dashboard, as part 1 §2 says. */
export function DashboardLink(props: ComponentProps<'a'>) {
  return <Link {...props} to={DASHBOARD_PATH} />;
}
