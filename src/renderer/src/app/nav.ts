/** Sidebar entries; the digit is the Ctrl/Cmd shortcut (also used by the native menu). */
export const NAV_ITEMS = [
  { path: '/', label: 'Home', icon: '⌂', key: '1' },
  { path: '/tracks', label: 'Tracks', icon: '☰', key: '2' },
  { path: '/problems', label: 'Problems', icon: '⟨⟩', key: '3' },
  { path: '/writings', label: 'Writings', icon: '✎', key: '4' },
  { path: '/news', label: 'News', icon: '❏', key: '.' },
  { path: '/reflections', label: 'Reflections', icon: '↻', key: '5' },
  { path: '/review', label: 'Review', icon: '✓', key: '6' },
  { path: '/voices', label: 'Voices', icon: '❝', key: '7' },
  { path: '/drafts', label: 'Drafts', icon: '✦', key: '8' },
  { path: '/progress', label: 'Progress', icon: '↗', key: '9' },
  { path: '/settings', label: 'Settings', icon: '⚙', key: ',' },
] as const;
