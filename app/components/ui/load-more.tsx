import { ChevronRight } from 'lucide-react';
import { buttonClasses } from './button.tsx';
import { useHydrated } from './use-hydrated.ts';

/**
 * The "more" control under a paged list: a link to the next page that, once hydrated, asks `onLoad`
 * to append it instead; and a polite live region that announces how many items were added.
 */
export function LoadMore({
  href,
  loading,
  onLoad,
  label,
  loadingLabel,
  announcement,
}: {
  /** The next page's address; no link when there is none. */
  href: string | undefined;
  loading: boolean;
  onLoad: (href: string) => void;
  label: string;
  loadingLabel: string;
  /** What the live region says ("10 more posts loaded."); empty before anything was added. */
  announcement: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      {href ? (
        <div className="mt-8 flex justify-center">
          <a
            href={href}
            className={buttonClasses({ variant: 'secondary' })}
            aria-disabled={loading || undefined}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              onLoad(href);
            }}
          >
            {loading ? loadingLabel : label}
            <ChevronRight className="size-4" aria-hidden />
          </a>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
