// Applies a `screenPatch` message (Web/PROTOCOL.md) to the content the page shows. The
// content it returns is new; what the patch leaves alone is shared with the old one, which is
// never changed (the inspector keeps earlier screens).
'use strict';

const ScreenPatch = (() => {
  /** `content` with `patch` applied. */
  function apply(content, patch) {
    const elements = content.screen.elements.slice();
    for (const change of patch.elements) {
      elements[change.index] = applyChange(elements[change.index], change);
    }
    const screen = { ...content.screen, elements };
    if ('title' in patch) screen.title = patch.title;
    if ('background' in patch) screen.background = patch.background;
    const alert = 'alert' in patch ? patch.alert : content.alert;
    return alert ? { screen, alert } : { screen };
  }

  function applyChange(element, change) {
    if ('element' in change) return change.element;
    if ('rows' in change) return { ...element, rows: applyRows(element.rows, change.rows) };
    if ('cells' in change) return applyCells(element, change);
    return element;
  }

  /** The rows without those removed, with those inserted at their places, those changed replaced. */
  function applyRows(rows, change) {
    const removed = new Set(change.removed || []);
    const next = removed.size > 0 ? rows.filter((row) => !removed.has(row.id)) : rows.slice();
    for (const { at, row } of change.inserted || []) next.splice(at, 0, row);
    const changed = new Map((change.changed || []).map((row) => [row.id, row]));
    return changed.size > 0 ? next.map((row) => changed.get(row.id) || row) : next;
  }

  function applyCells(grid, change) {
    const cells = grid.cells.map((row) => row.slice());
    for (const { row, column, cell } of change.cells) cells[row][column] = cell;
    const patched = { ...grid, cells };
    if (change.highlighted !== undefined) patched.highlighted = change.highlighted;
    return patched;
  }

  return { apply };
})();
