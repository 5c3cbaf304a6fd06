// Links are injected: the static Astro site renders plain <a>, the member app passes a wrapper
// around TanStack Router's <Link> (`({ href, ...p }) => <Link to={href} {...p} />`).
import type { AriaAttributes, ComponentType, MouseEvent, ReactNode } from 'react';

export interface LinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
  'aria-current'?: AriaAttributes['aria-current'];
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export type LinkComponent = ComponentType<LinkProps>;

export function PlainLink(props: LinkProps) {
  return <a data-slot="link" {...props} />;
}
