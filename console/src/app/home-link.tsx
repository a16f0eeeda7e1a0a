import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { HOME_PATH } from './constants';

/** An anchor for PatternFly's `component` props that navigates inside the app to the home page. */
export function HomeLink(props: ComponentProps<'a'>) {
  return <Link {...props} to={HOME_PATH} />;
}
