// The game board as a WAI-ARIA grid: one Tab stop, arrow keys move between cells,
// Enter or Space places a mark on the focused cell. The server decides what a tap does.
// A finished game's board is read-only: still one Tab stop with arrows, so its cells can be
// read ("Top left, X, winning line"), but nothing taps.
'use strict';

const Board = (() => {
  const rowNames = ['Top', 'Middle', 'Bottom'];
  const columnNames = ['left', 'center', 'right'];

  /** The cell's name for screen readers, such as "Top left" or "Center". */
  function cellName(row, column) {
    if (row === 1 && column === 1) return 'Center';
    if (row === 1) return `Middle ${columnNames[column]}`;
    return `${rowNames[row]} ${columnNames[column]}`;
  }

  /** The cell's label, such as "Top left, empty", "Center, X" or "Top left, X, winning line". */
  function cellLabel(row, column, mark, highlighted = false) {
    const label = `${cellName(row, column)}, ${mark ? mark.symbol : 'empty'}`;
    return highlighted ? `${label}, winning line` : label;
  }

  /**
   * Builds the grid for `cells` (rows of marks or null). `onTap(row, column)` is called for a
   * click, Enter or Space, or is null for a read-only board; `focused` ({row, column}) is the
   * cell that holds the Tab stop; `highlighted` ([{row, column}]) are the cells that stand
   * out, such as a winning line.
   */
  function create(cells, focused, onTap, highlighted = []) {
    const isHighlighted = (row, column) =>
      highlighted.some((position) => position.row === row && position.column === column);
    const grid = document.createElement('div');
    grid.className = 'board';
    grid.setAttribute('role', 'grid');
    grid.setAttribute('aria-label', 'Board');
    if (!onTap) grid.setAttribute('aria-readonly', 'true');
    cells.forEach((marks, row) => {
      const rowElement = document.createElement('div');
      rowElement.setAttribute('role', 'row');
      rowElement.className = 'board-row';
      marks.forEach((mark, column) => {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        const standsOut = isHighlighted(row, column);
        cell.className = 'cell' + (mark ? ` color-${mark.color}` : '') + (standsOut ? ' highlighted' : '');
        cell.dataset.row = String(row);
        cell.dataset.column = String(column);
        cell.dataset.focusKey = `cell-${row}-${column}`;
        cell.tabIndex = row === focused.row && column === focused.column ? 0 : -1;
        cell.setAttribute('aria-label', cellLabel(row, column, mark, standsOut));
        cell.textContent = mark ? mark.symbol : '';
        if (onTap) cell.addEventListener('click', () => onTap(row, column));
        rowElement.appendChild(cell);
      });
      grid.appendChild(rowElement);
    });
    grid.addEventListener('keydown', (event) => handleKey(grid, event, onTap));
    return grid;
  }

  const moves = {
    ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
  };

  function handleKey(grid, event, onTap) {
    const cell = event.target.closest('[role="gridcell"]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const column = Number(cell.dataset.column);
    let target = null;
    if (moves[event.key]) {
      const [dRow, dColumn] = moves[event.key];
      target = [row + dRow, column + dColumn];
    } else if (event.key === 'Home') {
      target = [event.ctrlKey ? 0 : row, 0];
    } else if (event.key === 'End') {
      target = [event.ctrlKey ? 2 : row, 2];
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (onTap) onTap(row, column);
      return;
    } else {
      return;
    }
    event.preventDefault();
    const [nextRow, nextColumn] = target;
    const next = grid.querySelector(`[data-row="${nextRow}"][data-column="${nextColumn}"]`);
    if (next) moveFocus(grid, next);
  }

  /** Moves the grid's single Tab stop to `cell` and focuses it. */
  function moveFocus(grid, cell) {
    grid.querySelectorAll('[role="gridcell"]').forEach((other) => { other.tabIndex = -1; });
    cell.tabIndex = 0;
    cell.focus();
  }

  /** The cell numbered like a phone keypad: 1 top left, 3 top right, 9 bottom right. */
  function cellForNumber(number) {
    return { row: Math.floor((number - 1) / 3), column: (number - 1) % 3 };
  }

  return { create, cellForNumber, cellLabel };
})();
