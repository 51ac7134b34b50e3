// The live RIB inspector beside the game: the session's router tree and its lifecycle
// timeline, from RIBsInspector's messages (format "ribs-inspector", version 1).
'use strict';

const Inspector = (() => {
  const MAX_ROWS = 200;
  const byId = (id) => document.getElementById(id);

  /** Draws a message: a snapshot replaces everything, an event adds a row and a new tree. */
  function show(message) {
    if (!message || message.format !== 'ribs-inspector' || message.version !== 1) return;
    if (message.type === 'snapshot') {
      drawTree(message.tree);
      byId('inspector-timeline').replaceChildren();
      message.events.forEach(addEvent);
    } else if (message.type === 'event') {
      drawTree(message.tree);
      addEvent(message.event);
    } else if (message.type === 'tree') {
      drawTree(message.tree);
    }
  }

  function drawTree(root) {
    const list = document.createElement('ul');
    list.className = 'tree';
    list.appendChild(treeItem(root));
    byId('inspector-tree').replaceChildren(list);
  }

  function treeItem(node) {
    const item = document.createElement('li');
    const name = document.createElement('span');
    name.className = `tree-name ${node.active ? 'active' : 'inactive'}`;
    name.textContent = node.name;
    const state = document.createElement('span');
    state.className = 'tree-state';
    state.textContent = node.active ? 'active' : 'inactive';
    item.append(name, ' ', state);
    if (typeof node.interactor === 'string') {
      // The RIB's parts: its interactor, and its view controller, or a mark saying it has none.
      const parts = document.createElement('span');
      parts.className = 'tree-parts';
      parts.append(node.interactor, ' · ');
      const view = document.createElement('span');
      view.className = typeof node.viewController === 'string' ? 'tree-view' : 'tree-viewless';
      view.textContent = typeof node.viewController === 'string' ? node.viewController : 'viewless';
      parts.append(view);
      item.append(parts);
    }
    if (typeof node.state === 'string') {
      // What the RIB's interactor would save now: state next to structure.
      const saved = document.createElement('code');
      saved.className = 'tree-saved';
      saved.title = 'What this RIB saves';
      saved.textContent = node.state;
      item.append(saved);
    }
    if (node.children && node.children.length > 0) {
      const group = document.createElement('ul');
      node.children.forEach((child) => group.appendChild(treeItem(child)));
      item.appendChild(group);
    }
    return item;
  }

  /**
   * `TicTacToeRouter attached to LoggedInRouter`, or for a workflow's step, on the router
   * whose interactor it acts on: `RootRouter LaunchGameWorkflow step 1 runs` (then `done`).
   */
  function describe(event) {
    if (event.workflow && event.step) {
      const phase = event.kind === 'workflowStepStarted' ? 'runs'
        : event.kind === 'workflowStepFinished' ? 'done' : event.kind;
      return `${event.router} ${event.workflow} step ${event.step} ${phase}`;
    }
    const parent = event.parent ? (event.kind === 'attached' ? ` to ${event.parent}` : ` from ${event.parent}`) : '';
    return `${event.router} ${event.kind}${parent}`;
  }

  /**
   * `12.3s`: tenths of a second since the inspector began, rounded down (whole seconds from
   * 1000 s, hours from 100000 s), as the terminal's panel writes them: the events of one action
   * share a time, and read as one group.
   */
  function seconds(microseconds) {
    const tenths = Math.floor(Math.max(microseconds, 0) / 100000);
    const whole = Math.floor(tenths / 10);
    if (whole < 1000) return `${whole}.${tenths % 10}s`;
    if (whole < 100000) return `${whole}s`;
    return `${Math.floor(whole / 3600)}h`;
  }

  function addEvent(event) {
    const row = document.createElement('li');
    row.className = `event kind-${String(event.kind).replace(/[^A-Za-z]/g, '')}`;
    const time = document.createElement('span');
    time.className = 'event-time';
    time.textContent = seconds(event.elapsedMicroseconds);
    const text = document.createElement('span');
    text.className = 'event-text';
    text.textContent = describe(event);
    row.append(time, ' ', text);
    const timeline = byId('inspector-timeline');
    timeline.prepend(row);
    while (timeline.children.length > MAX_ROWS) timeline.lastElementChild.remove();
  }

  return { show };
})();
