/** A small inline-SVG icon set; decorative unless given a label. */
const PATHS = {
  search:
    'M10.5 3a7.5 7.5 0 1 1-4.74 13.31l-3.2 3.2-1.06-1.06 3.2-3.2A7.5 7.5 0 0 1 10.5 3Zm0 1.5a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z',
  user: 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 1.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6ZM4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5h-1.5c0-3-2.8-5-6.5-5s-6.5 2-6.5 5Z',
  globe:
    'M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19Zm-1.2 1.6A8 8 0 0 0 4.1 11h3.4c.1-2.6.8-5 1.9-6.9Zm2.4 0c1.1 1.9 1.8 4.3 1.9 6.9h3.4a8 8 0 0 0-5.3-6.9ZM12 4.3c-1.2 1.6-2 4-2.1 6.7h4.2c-.1-2.7-.9-5.1-2.1-6.7ZM4.1 12.5a8 8 0 0 0 5.3 6.9 14.7 14.7 0 0 1-1.9-6.9Zm5.8 0c.1 2.7.9 5.1 2.1 6.7 1.2-1.6 2-4 2.1-6.7Zm6.6 0c-.1 2.6-.8 5-1.9 6.9a8 8 0 0 0 5.3-6.9Z',
  chevronDown: 'M6.5 9 12 14.5 17.5 9l1 1L12 16.5 5.5 10Z',
  chevronLeft: 'M15 5.5 8.5 12l6.5 6.5-1 1L6.5 12 14 4.5Z',
  chevronRight: 'M9 5.5l6.5 6.5L9 18.5l1 1L17.5 12 10 4.5Z',
  check: 'M9.5 16.2 5.3 12l-1 1 5.2 5.3L20 7.8l-1-1Z',
  close: 'M6.4 5.3 12 10.9l5.6-5.6 1.1 1.1-5.6 5.6 5.6 5.6-1.1 1.1-5.6-5.6-5.6 5.6-1.1-1.1 5.6-5.6-5.6-5.6Z',
  mask: 'M3 8c3-1.5 6-1.5 9 0 3-1.5 6-1.5 9 0v2c0 4-2.5 6-5 6-1.6 0-3-1-4-2.5C11 15 9.6 16 8 16c-2.5 0-5-2-5-6Zm4.5 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  heart: 'M12 20.5 4.6 13.3A4.9 4.9 0 0 1 12 6.9a4.9 4.9 0 0 1 7.4 6.4Z',
  info: 'M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19Zm-.75 8v7h1.5v-7Zm.75-3.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, label, size = 20 }: { name: IconName; label?: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
