/**
 * The link element the kit renders (Braid's linkComponent habit): a plain <a> by default; the
 * site provides its router's Link so kit links navigate without a full page load.
 */
import { type AnchorHTMLAttributes, type ComponentType, createContext, forwardRef, useContext } from 'react';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
const LinkContext = createContext<ComponentType<LinkComponentProps> | null>(null);

export const LinkProvider = LinkContext.Provider;

export const KitLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function KitLink(props, ref) {
  const Custom = useContext(LinkContext);
  if (Custom) return <Custom {...props} />;
  return <a ref={ref} {...props} />;
});
