import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/** A link that stays in the app for paths of this site and leaves it for other addresses. */
export function SmartLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link to={href} {...rest} />
  ) : (
    <a href={href} {...rest} />
  );
}
