// The spec's three icons (User, Users, Building), drawn inline: no icon font to download.
const PATHS: Record<string, string> = {
  User: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  Users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0M16 4.5a3.5 3.5 0 0 1 0 6.5m2 9a6 6 0 0 0-3-5.2',
  Building: 'M4 21V4h10v17M14 9h6v12M2 21h20M7 8h1m3 0h1M7 12h1m3 0h1M7 16h1m3 0h1m6-3h.01M17 17h.01',
};

export function CategoryIcon({ name }: { name: string }) {
  return (
    <svg
      className="category-icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name] ?? PATHS.User} />
    </svg>
  );
}
