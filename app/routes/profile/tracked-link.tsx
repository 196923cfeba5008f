/**
 * A payment or social link: a plain link that leaves in a new tab without a referrer and works without the
 * script; its data-link-type is what the page's click tracking counts it by.
 */
export function TrackedLink({
  link,
  ...props
}: { link: { url: string; type: string } } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "target" | "rel"
>) {
  return <a href={link.url} target="_blank" rel="noopener noreferrer" data-link-type={link.type} {...props} />;
}
