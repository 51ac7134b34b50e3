// The page's theme: light, dark, or the system's. Loaded before the page is drawn (not
// deferred), so that a dark page never flashes light; the bar's Theme control changes it, and
// the choice is kept across reloads.
'use strict';

(() => {
  // Kept under the app's identifier, which the server writes into the page.
  const KEY = `${document.documentElement.dataset.app || 'app'}.theme`;
  const choices = ['system', 'light', 'dark'];
  const systemIsDark = matchMedia('(prefers-color-scheme: dark)');

  function chosen() {
    try {
      const value = localStorage.getItem(KEY);
      return choices.includes(value) ? value : 'system';
    } catch {
      return 'system'; // Storage refused (a private window's settings): follow the system.
    }
  }

  function apply() {
    const choice = chosen();
    document.documentElement.dataset.theme = choice === 'system' ? (systemIsDark.matches ? 'dark' : 'light') : choice;
  }

  function choose(choice) {
    try {
      if (choice === 'system') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, choice);
    } catch {
      // Not kept; applied for this page all the same.
    }
    apply();
  }

  apply();
  systemIsDark.addEventListener('change', apply);
  document.addEventListener('DOMContentLoaded', () => {
    const control = document.getElementById('theme');
    control.value = chosen();
    control.addEventListener('change', () => choose(control.value));
  });
})();
