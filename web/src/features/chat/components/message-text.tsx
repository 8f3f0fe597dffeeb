import { Link } from 'react-router-dom';
import { linkify } from '../lib/linkify';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 break-all hover:text-brand-900';

/** A reply as text (React escapes it): web addresses and this site's job and search paths as links. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, index) => {
        if (segment.kind === 'external') {
          return (
            <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {segment.text}
            </a>
          );
        }
        if (segment.kind === 'internal') {
          return (
            <Link key={index} to={segment.to} className={linkClass}>
              {segment.text}
            </Link>
          );
        }
        return <span key={index}>{segment.text}</span>;
      })}
    </>
  );
}
