import { data } from 'react-router';

/** Any other path: the localized 404 page, answered with status 404. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
