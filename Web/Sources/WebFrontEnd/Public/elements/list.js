// A list: a ul of rows (role="list" and "listitem"), each with a check box if it has one, its
// title and detail, and a button per action. A patch updates the rows it names, so that a
// change to one row of a long list touches one li.
'use strict';

(() => {
  Elements.register('list', {
    build(element, context) {
      const wrapper = Elements.make('div', 'list');
      wrapper.dataset.listId = element.id;
      if (element.rows.length === 0) {
        wrapper.append(Elements.make('p', 'list-empty', element.emptyText));
        return wrapper;
      }
      const list = Elements.make('ul', 'list-rows');
      list.setAttribute('role', 'list');
      list.append(...element.rows.map((row) => buildRow(element, row, context)));
      wrapper.append(list);
      return wrapper;
    },

    update(wrapper, element, change, context) {
      const list = wrapper.querySelector('ul');
      // To or from no rows at all: the empty text comes or goes, and the list is drawn again.
      if (!list || element.rows.length === 0 || change.rows === undefined) return null;
      const rowNode = (id) => list.querySelector(`:scope > li[data-row-id="${CSS.escape(id)}"]`);
      const focused = list.contains(document.activeElement) ? document.activeElement : null;
      const focusedRow = focused && focused.closest('li');
      const focusedIndex = focusedRow ? [...list.children].indexOf(focusedRow) : -1;
      for (const id of change.rows.removed || []) {
        const node = rowNode(id);
        if (node) node.remove();
      }
      for (const { at, row } of change.rows.inserted || []) {
        list.insertBefore(buildRow(element, row, context), list.children[at] || null);
      }
      for (const row of change.rows.changed || []) {
        const node = rowNode(row.id);
        if (node) node.replaceWith(buildRow(element, row, context));
      }
      // A row that had the focus and is gone: the focus goes to the same control of the row now
      // in its place (or the last row), not to the top of the page.
      if (focused && !focused.isConnected) {
        const key = focused.dataset.focusKey || '';
        const again = list.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
        const neighbour = list.children[Math.min(focusedIndex, list.children.length - 1)];
        const control = again || (neighbour && (neighbour.querySelector(`[data-control="${focused.dataset.control}"]`)
          || neighbour.querySelector('input, button')));
        if (control) control.focus();
      }
      return wrapper;
    },
  });

  /** The li of `row` in `list`. */
  function buildRow(list, row, context) {
    const item = Elements.make('li', 'list-row');
    item.dataset.rowId = row.id;
    const titleId = `row-${list.id}-${row.id}`;
    const text = Elements.make('div', 'list-text');
    const title = Elements.make(row.checked === undefined ? 'span' : 'label', 'list-title', row.title);
    title.id = titleId;
    if (row.checked !== undefined) {
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.className = 'list-check';
      box.id = `${titleId}-check`;
      box.checked = row.checked;
      box.dataset.focusKey = `${titleId}-check`;
      box.dataset.control = 'check';
      title.htmlFor = box.id;
      box.addEventListener('change', () => {
        context.act({ type: 'checkRow', list: list.id, row: row.id, checked: box.checked }, item);
      });
      item.append(box);
    }
    text.append(title);
    if (row.detail !== undefined) text.append(Elements.make('span', 'list-detail', row.detail));
    item.append(text);
    if (row.actions.length > 0) {
      const actions = Elements.make('div', 'list-actions');
      for (const action of row.actions) {
        const button = Elements.make('button', `button small role-${action.role}`, action.title);
        button.type = 'button';
        // "Remove Milk", not a thousand buttons named "Remove".
        button.setAttribute('aria-label', `${action.title} ${row.title}`);
        button.dataset.focusKey = `${titleId}-${action.id}`;
        button.dataset.control = action.id;
        Elements.setEnabled(button, action.enabled);
        button.addEventListener('click', () => {
          context.act({ type: 'chooseRowAction', list: list.id, row: row.id, id: action.id }, item);
        });
        actions.append(button);
      }
      item.append(actions);
    }
    return item;
  }
})();
