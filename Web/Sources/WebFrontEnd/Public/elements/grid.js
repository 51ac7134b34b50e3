// A grid of any size as a WAI-ARIA grid: one Tab stop (roving tabindex), the arrow keys go
// between cells (Home and End to a row's ends, with Ctrl to the grid's corners), Enter or
// Space taps the focused cell. The server decides what a tap does: a disabled cell is tapped
// all the same, and the server's refusal says why. Under an alert the grid is read-only:
// still one Tab stop with arrows, so that its cells can be read, but nothing taps.
'use strict';

(() => {
  // The cell holding each grid's Tab stop, by the grid's key, for as long as its screen shows.
  const tabStops = new Map();

  const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

  /** A grid's JSON with what drawing it needs. */
  function gridOf(element, context) {
    return {
      key: element.id, name: element.title || context.name || 'Grid', rows: element.rows, columns: element.columns,
      cells: element.cells, highlighted: element.highlighted, enabled: element.enabled,
      tap: (row, column) => ({ type: 'tapGridCell', grid: element.id, row, column }),
    };
  }

  /** The cell's name for screen readers: "Row 2, column 3, X", ", highlighted" if it stands out. */
  function cellLabel(row, column, cell, highlighted) {
    const label = `Row ${row + 1}, column ${column + 1}, ${cell ? cell.symbol : 'empty'}`;
    return highlighted ? `${label}, highlighted` : label;
  }

  /** Draws `cell` (a cell's JSON or null) into its node. */
  function drawCell(node, grid, row, column, cell) {
    const standsOut = grid.highlighted.some((position) => position.row === row && position.column === column);
    node.className = 'cell' + (cell ? ` color-${cell.color}` : '') + (standsOut ? ' highlighted' : '');
    node.textContent = cell ? cell.symbol : '';
    node.setAttribute('aria-label', cellLabel(row, column, cell, standsOut));
    Elements.setEnabled(node, grid.enabled && (!cell || cell.enabled !== false));
  }

  function build(element, context) {
    const grid = gridOf(element, context);
    const readOnly = context.readOnly;
    const node = Elements.make('div', 'grid');
    node.setAttribute('role', 'grid');
    node.setAttribute('aria-label', grid.name);
    node.setAttribute('aria-rowcount', String(grid.rows));
    node.setAttribute('aria-colcount', String(grid.columns));
    node.style.setProperty('--columns', String(Math.max(grid.columns, 1)));
    node.style.setProperty('--rows', String(Math.max(grid.rows, 1)));
    if (readOnly) node.setAttribute('aria-readonly', 'true');
    const stop = focusedCell(grid) || tabStops.get(grid.key) || { row: 0, column: 0 };
    const tap = (row, column) => {
      tabStops.set(grid.key, { row, column });
      context.act(grid.tap(row, column), node);
    };
    for (let row = 0; row < grid.rows; row += 1) {
      const rowNode = Elements.make('div', 'grid-row');
      rowNode.setAttribute('role', 'row');
      for (let column = 0; column < grid.columns; column += 1) {
        const cellNode = document.createElement('div');
        cellNode.setAttribute('role', 'gridcell');
        cellNode.dataset.row = String(row);
        cellNode.dataset.column = String(column);
        cellNode.dataset.focusKey = `cell-${grid.key}-${row}-${column}`;
        cellNode.tabIndex = row === stop.row && column === stop.column ? 0 : -1;
        drawCell(cellNode, grid, row, column, (grid.cells[row] || [])[column] || null);
        if (!readOnly) cellNode.addEventListener('click', () => tap(row, column));
        rowNode.append(cellNode);
      }
      node.append(rowNode);
    }
    node.addEventListener('keydown', (event) => handleKey(node, grid, event, readOnly ? null : tap));
    node.addEventListener('focusin', (event) => {
      const cell = event.target.closest('[role="gridcell"]');
      if (cell) moveTabStop(node, grid, cell);
    });
    if (!readOnly) {
      const hint = Elements.make('p', 'grid-hint', 'Click a cell, or go to one with the arrow keys and press Enter.');
      const wrapper = Elements.make('div', 'grid-wrapper');
      wrapper.append(node, hint);
      return wrapper;
    }
    return node;
  }

  /** Updates the cells a patch names, and the highlighted ones if they changed. */
  function update(wrapper, element, change, context) {
    const node = wrapper.matches('[role="grid"]') ? wrapper : wrapper.querySelector('[role="grid"]');
    if (!node || change.cells === undefined) return null;
    const grid = gridOf(element, context);
    const cellNode = (row, column) => node.querySelector(`[data-row="${row}"][data-column="${column}"]`);
    if (change.highlighted !== undefined) {
      node.querySelectorAll('[role="gridcell"]').forEach((cell) => {
        const row = Number(cell.dataset.row);
        const column = Number(cell.dataset.column);
        drawCell(cell, grid, row, column, (grid.cells[row] || [])[column] || null);
      });
    } else {
      for (const { row, column } of change.cells) {
        const cell = cellNode(row, column);
        if (cell) drawCell(cell, grid, row, column, (grid.cells[row] || [])[column] || null);
      }
    }
    return wrapper;
  }

  function handleKey(node, grid, event, tap) {
    const cell = event.target.closest('[role="gridcell"]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const column = Number(cell.dataset.column);
    let target = null;
    if (steps[event.key]) {
      const [dRow, dColumn] = steps[event.key];
      target = [row + dRow, column + dColumn];
    } else if (event.key === 'Home') {
      target = [event.ctrlKey ? 0 : row, 0];
    } else if (event.key === 'End') {
      target = [event.ctrlKey ? grid.rows - 1 : row, grid.columns - 1];
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (tap) tap(row, column);
      return;
    } else {
      return;
    }
    event.preventDefault();
    const [nextRow, nextColumn] = target;
    const next = node.querySelector(`[data-row="${nextRow}"][data-column="${nextColumn}"]`);
    if (next) next.focus();
  }

  /** The cell of `grid` that has the focus, drawn before this grid is drawn again, if one has. */
  function focusedCell(grid) {
    const focused = document.activeElement;
    const key = focused && focused.dataset ? focused.dataset.focusKey || '' : '';
    if (!key.startsWith(`cell-${grid.key}-`)) return null;
    return { row: Number(focused.dataset.row), column: Number(focused.dataset.column) };
  }

  /** Puts the grid's single Tab stop on `cell`. */
  function moveTabStop(node, grid, cell) {
    const current = node.querySelector('[role="gridcell"][tabindex="0"]');
    if (current && current !== cell) current.tabIndex = -1;
    cell.tabIndex = 0;
    tabStops.set(grid.key, { row: Number(cell.dataset.row), column: Number(cell.dataset.column) });
  }

  const kind = { build, update, reset: () => tabStops.clear() };
  Elements.register('grid', kind);
})();
