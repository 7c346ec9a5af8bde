import { clsx } from 'clsx';

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span
      className={clsx(
        'flex shrink-0 items-center gap-2 text-base font-bold tracking-tight whitespace-nowrap sm:text-lg',
        light ? 'text-white' : 'text-brand-900',
      )}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill={light ? '#ffffff' : '#1d43c9'} />
        <path
          d="M9 8v16M9 16l9-8M12.5 13.5 20 24"
          stroke={light ? '#1d43c9' : '#ffffff'}
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
        <circle cx="23.5" cy="10" r="2.5" fill="#14b8a6" />
      </svg>
      <span>
        Kariéra<span className={light ? 'text-teal-200' : 'text-accent-600'}> IT</span>
      </span>
    </span>
  );
}
