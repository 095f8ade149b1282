// Applies the saved theme before first paint so dark mode does not flash. A file, not an inline
// script, so the Content-Security-Policy can forbid inline scripts.
try {
  const theme = localStorage.getItem('explorer.theme') || 'system';
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // Storage can be disabled: the system theme then applies once the app starts.
}
