// The live RIB inspector beside the session: the session's router tree and its lifecycle
// timeline, from RIBsInspector's messages (format "ribs-inspector", version 1).
'use strict';

const Inspector = (() => {
  const MAX_ROWS = 200;
  const byId = (id) => document.getElementById(id);

  // The history the rewind scrubber goes through: each event kept, with the tree after it
  // (routers and whether active) and the screen shown after it, where this page saw it.
  // As long as the server's timeline (its capacity); older events are dropped and counted.
  let history = [];
  let capacity = 500;
  let dropped = 0;
  let liveTree = null;
  // The scrubber's position, 1 to history.length; null while live.
  let position = null;
  // Events waiting for the screen that follows them.
  let awaitingScreen = [];

  /** Draws a message: a snapshot replaces everything, an event adds a row and a new tree. */
  function show(message) {
    if (!message || message.format !== 'ribs-inspector' || message.version !== 1) return;
    if (message.type === 'snapshot') {
      liveTree = message.tree;
      capacity = message.capacity || capacity;
      dropped = message.droppedEvents || 0;
      history = message.events.map((event, index) => ({
        event,
        outline: message.history ? message.history[index] : null,
        screen: null,
      }));
      awaitingScreen = [];
      position = null;
      byId('inspector-timeline').replaceChildren();
      message.events.forEach(addEvent);
    } else if (message.type === 'event') {
      liveTree = message.tree;
      const entry = { event: message.event, outline: outline(message.tree), screen: null };
      history.push(entry);
      awaitingScreen.push(entry);
      while (history.length > capacity) {
        history.shift();
        dropped += 1;
        if (position !== null) position = Math.max(1, position - 1);
      }
      addEvent(message.event);
    } else if (message.type === 'tree') {
      liveTree = message.tree;
    }
    redraw();
  }

  /** Notes the screen the page shows now: the screen after the events since the last one. */
  function noteScreen(content) {
    if (!content || !content.screen) return;
    const texts = content.screen.elements
      .map((element) => element.text || element.title || element.placeholder || '')
      .filter((text) => text !== '');
    const screen = { title: content.screen.title, texts, alert: content.alert ? content.alert.title : null };
    awaitingScreen.forEach((entry) => { entry.screen = screen; });
    awaitingScreen = [];
  }

  /** The tree's routers and whether each is active, as the history keeps them. */
  function outline(node) {
    return { name: node.name, active: node.active, children: (node.children || []).map(outline) };
  }

  /** Draws the live tree, or the tree after the chosen event, and sets the scrubber. */
  function redraw() {
    const scrubber = byId('inspector-scrubber');
    const count = history.length;
    scrubber.disabled = count === 0;
    scrubber.max = String(Math.max(count, 1));
    scrubber.value = String(position === null ? Math.max(count, 1) : position);
    byId('inspector-live').disabled = position === null;
    const entry = position === null ? null : history[position - 1];
    scrubber.setAttribute('aria-valuetext', entry
      ? `After event ${position} of ${count}: ${describe(entry.event)}`
      : `Live: now, after event ${count} of ${count}`);
    byId('inspector-title').textContent = entry ? `RIB tree after event ${position} of ${count}` : 'Live RIB tree';
    byId('inspector').classList.toggle('rewound', entry !== null);
    if (entry && entry.outline) {
      drawTree(entry.outline);
    } else if (liveTree) {
      drawTree(liveTree);
    }
    const note = dropped > 0
      ? `${dropped} older event${dropped === 1 ? '' : 's'} dropped: the last ${capacity} are kept.`
      : `All ${count} events so far are kept (up to ${capacity}).`;
    byId('inspector-rewind-note').textContent = entry ? `${describe(entry.event)}. ${note}` : note;
    drawScreen(entry);
    markRow(entry);
  }

  /** Under a rewound tree, the screen the window showed then, or why there is none. */
  function drawScreen(entry) {
    const box = byId('inspector-screen');
    box.hidden = entry === null;
    if (!entry) return;
    const heading = document.createElement('p');
    heading.className = 'inspector-screen-heading';
    if (!entry.screen) {
      heading.textContent = 'Screen then: not seen by this page (the RIB tree was hidden, or the page not yet open).';
      box.replaceChildren(heading);
      return;
    }
    heading.textContent = `Screen then: ${entry.screen.title}${entry.screen.alert ? ` (message: ${entry.screen.alert})` : ''}`;
    const texts = document.createElement('p');
    texts.className = 'inspector-screen-texts';
    texts.textContent = entry.screen.texts.join(' · ');
    box.replaceChildren(heading, texts);
  }

  /** Highlights the timeline row of the chosen event, if it is still listed. */
  function markRow(entry) {
    for (const row of byId('inspector-timeline').children) {
      const chosen = entry !== null && row.dataset.sequence === String(entry.event.sequence);
      row.classList.toggle('chosen', chosen);
      if (chosen) row.setAttribute('aria-current', 'true');
      else row.removeAttribute('aria-current');
    }
  }

  byId('inspector-scrubber').addEventListener('input', () => {
    const value = Number(byId('inspector-scrubber').value);
    position = value >= history.length ? null : value;
    redraw();
  });
  byId('inspector-live').addEventListener('click', () => {
    position = null;
    redraw();
    byId('inspector-scrubber').focus();
  });

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
      // The RIB's parts: its interactor, and its view controller, or a sign saying it has none.
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
   * `ChildRouter attached to ParentRouter`, or for a workflow's step, on the router whose
   * interactor it acts on: `RootRouter LaunchWorkflow step 1 runs` (then `done`).
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
    row.dataset.sequence = String(event.sequence);
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

  return { show, noteScreen };
})();
