// The page: shows the screens the server sends (message format: Web/PROTOCOL.md) and sends
// back what the user does. Every text from the server goes in with textContent.
'use strict';

(() => {
  const VERSION = 2;
  // What the page remembers is kept under the app's identifier (`notes.session`), which the
  // server writes into the page.
  const APP = document.documentElement.dataset.app || 'app';
  const SESSION_KEY = `${APP}.session`;
  const LINK_PARAMETER = 'open';
  const INSPECTOR_KEY = `${APP}.inspector`;
  const byId = (id) => document.getElementById(id);

  let socket = null;
  // The session this page plays in; kept in sessionStorage (to resume it) once the page acted.
  let currentSession = null;
  let content = null;
  let screenKind = '';
  // The element nodes of the screen shown, in the order of its elements.
  let elementNodes = [];
  // The element the last action was on: its refusal, if the server refuses it, is shown there.
  let refusalAnchor = null;
  // What the page last sent for each field, and what the user typed that is not sent yet.
  const sentTexts = new Map();
  const pendingEdits = new Map();
  const EDIT_PAUSE_MS = 300;
  let editTimer = null;
  let retryDelay = 500;
  let reconnectAutomatically = true;
  // Set when the server said it restarts with the session saved, until a server welcomes the
  // page again: the close is expected, and the first reconnection is tried at once.
  let serverRestarting = false;
  let reconnectAtOnce = false;
  let maxMessageBytes = 4096;
  // Whether the page notice shows the server's `saveFailed`, which holds for its connection only.
  let saveFailureShown = false;
  // The link from the page's address, until the server has taken or refused it.
  let pendingLink = linkFromAddress();
  // Inputs (actions, links: InputLog.numbers) waiting their turn on this connection: what its
  // welcome sends again, then what the user did meanwhile. They wait for the welcome, which says
  // what goes first and where the numbers go on from, and while a replay is being sent.
  let outbox = [];
  let outboxTimer = null;
  let welcomed = false;
  // A replay is paced within the session's message budget (the welcome's `messagesPerSecond` on
  // average, twice as many at once; beyond it the server closes the socket): half the burst at
  // once, then a third of the rate every second, leaving room for what the user does meanwhile.
  let messagesPerSecond = 20;
  const REPLAY_STEP_MS = 1000;

  // MARK: - Connection

  function connect() {
    reconnectAutomatically = true;
    dropOutbox();
    hideNotice();
    setConnection(serverRestarting ? 'Reconnecting…' : 'Connecting…');
    const token = sessionStorage.getItem(SESSION_KEY);
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    // The page applies patches: after the first screen, the server sends what changed.
    const query = token ? `?patches=1&session=${encodeURIComponent(token)}` : '?patches=1';
    socket = new WebSocket(`${scheme}//${location.host}/ws${query}`);
    socket.addEventListener('message', (event) => receive(event.data));
    socket.addEventListener('close', (event) => closed(event));
  }

  /** Sends `message` if the socket is open; an input waits its turn behind those before it. */
  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    if (InputLog.numbers(message.type) && (!welcomed || outbox.length > 0)) {
      outbox.push(message);
      return;
    }
    transmit(message);
  }

  function transmit(message) {
    // An input is numbered as it goes, so that a later connection can send it again; one sent
    // again keeps its number, which the server applies once.
    const sent = InputLog.numbers(message.type) && message.input === undefined ? InputLog.number(message) : message;
    socket.send(encode(sent));
    // A session the page acted on is worth resuming; the server lets an unused one go
    // when its page leaves, and a page asking for it again would be told it is gone.
    if (message.type !== 'showInspector' && message.type !== 'getTrace' && currentSession) {
      sessionStorage.setItem(SESSION_KEY, currentSession);
    }
  }

  /** Sends `count` of the inputs waiting, and the rest a few at a time later. */
  function sendOutbox(count) {
    outboxTimer = null;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    for (const message of outbox.splice(0, count)) transmit(message);
    if (outbox.length > 0) {
      outboxTimer = setTimeout(sendOutbox, REPLAY_STEP_MS, Math.max(1, Math.floor(messagesPerSecond / 3)));
      // What the screen shows is not where the session will be: nothing to act on until then.
      setScreenInert(true);
      setConnection('Bringing back your moves…');
    } else if (byId('screen').inert && byId('notice').hidden) {
      setScreenInert(false);
      setConnection('Connected (session resumed)');
    }
  }

  /**
   * Forgets the inputs waiting on a connection that is gone: those of a replay stay in the log
   * (InputLog), and the next welcome says again what to send; what the user did meanwhile is
   * lost, as anything done while the page is disconnected.
   */
  function dropOutbox() {
    clearTimeout(outboxTimer);
    outboxTimer = null;
    outbox = [];
    welcomed = false;
  }

  function encode(message) {
    return JSON.stringify({ v: VERSION, ...message });
  }

  function receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    switch (message.type) {
      case 'welcome': {
        currentSession = message.session;
        if (message.resumed) sessionStorage.setItem(SESSION_KEY, message.session);
        else sessionStorage.removeItem(SESSION_KEY);
        retryDelay = 500;
        serverRestarting = false;
        setConnection(message.resumed ? 'Connected (session resumed)' : 'Connected');
        // A server whose store fails says so again on this connection; one that saves (another
        // node, or the store back) says nothing, and the old news would be wrong.
        if (saveFailureShown) hidePageNotice();
        // A session asked for but not brought back: say why, rather than show a login silently.
        if (message.notResumedMessage) showPageNotice(message.notResumedMessage);
        if (message.maxMessageBytes) maxMessageBytes = message.maxMessageBytes;
        // Before anything else, the moves the page showed that the session lacks (its store
        // fell behind, and the server that held them is gone), each with its own number; then
        // what the user did while the welcome was on its way.
        if (message.messagesPerSecond) messagesPerSecond = message.messagesPerSecond;
        const { replay, lost } = InputLog.resume(message);
        if (lost) showPageNotice('Your last moves could not be brought back: the server could not save them, and this page no longer holds them all.');
        welcomed = true;
        outbox = [...replay, ...outbox];
        sendOutbox(Math.max(1, messagesPerSecond - 2));
        if (inspectorVisible()) send({ type: 'showInspector', visible: true });
        openPendingLink();
        break;
      }
      case 'linkOpened':
        forgetLink();
        hidePageNotice();
        break;
      case 'inspector':
        Inspector.show(message.inspector);
        break;
      case 'screen':
        noteAnswered(message);
        render(message.content);
        break;
      case 'screenPatch':
        noteAnswered(message);
        applyPatch(message);
        break;
      case 'error':
        // An input refused (an action, a link) changed nothing: there is nothing of it to send again.
        if (typeof message.input === 'number') InputLog.refused(message.input);
        if (message.code === 'linkRefused') {
          forgetLink();
          showPageNotice(message.message);
        } else if (message.code === 'traceUnavailable' || message.code === 'traceBusy') {
          showPageNotice(message.message);
        } else if (message.code === 'rejected') {
          showRefusal(message.message);
        } else {
          announce(message.message);
        }
        break;
      case 'sessionLimitReached':
      case 'tooManyNewSessions':
      case 'storageUnavailable':
        endConnection(message.message, 'Try again');
        break;
      case 'sessionExpired':
        sessionStorage.removeItem(SESSION_KEY);
        endConnection(message.message, 'Start a new session');
        break;
      case 'shuttingDown':
        if (message.reconnect) {
          // The session is stored: another server, or this one back, picks it up.
          serverRestarting = true;
          reconnectAtOnce = true;
          setConnection('Reconnecting…');
        } else {
          endConnection(message.message, 'Try again');
        }
        break;
      case 'openedElsewhere':
        endConnection(message.message, 'Play here');
        break;
      case 'saveFailed':
      case 'saveRecovered':
        if (typeof message.saved === 'number') InputLog.saved(message.saved);
        showPageNotice(message.message);
        saveFailureShown = message.type === 'saveFailed';
        break;
      case 'trace':
        downloadTrace(message.trace, message.cut);
        break;
      default:
        break;
    }
  }

  function closed(event) {
    if (event.target === socket) dropOutbox();
    if (!reconnectAutomatically) return;
    if (event.code === 1008 || event.code === 1009) {
      endConnection('The connection was closed: the page sent too much. Reconnect to go on.', 'Reconnect');
      return;
    }
    setConnection(serverRestarting ? 'Reconnecting…' : 'Connection lost; reconnecting…');
    if (reconnectAtOnce) {
      reconnectAtOnce = false;
      setTimeout(connect, 0);
      return;
    }
    setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 5000);
  }

  /**
   * A screen made after the session applied the page's inputs up to `input` (every one shown
   * now), and with `saved`, stored up to there: what the page may have to send again.
   */
  function noteAnswered(message) {
    if (typeof message.input === 'number') InputLog.acknowledge(message.input);
    if (typeof message.saved === 'number') InputLog.saved(message.saved);
  }

  /** Stops reconnecting and shows `text` with a button that connects again. */
  function endConnection(text, buttonTitle) {
    reconnectAutomatically = false;
    setConnection('Disconnected');
    byId('notice-text').textContent = text;
    byId('notice-button').textContent = buttonTitle;
    byId('notice').hidden = false;
    setScreenInert(true);
    announce(text);
    byId('notice-button').focus();
  }

  function hideNotice() {
    byId('notice').hidden = true;
    setScreenInert(false);
  }

  /** Takes the session under the connection notice out of reach of the pointer, keyboard and screen readers. */
  function setScreenInert(inert) {
    byId('screen').inert = inert;
    byId('alert').inert = inert;
  }

  function setConnection(text) {
    byId('connection').textContent = text;
  }

  /** Says `text` in the status region, which screen readers read out. */
  function announce(text) {
    byId('status').textContent = text;
  }

  // MARK: - Links

  /**
   * The link in the page's address (`/?open=ribs-training%3A%2F%2F…`), or null. It stays
   * there until the server has taken or refused it, so that a reconnection or a reload sends
   * it again until then (the app opens a link sent twice as one), and no longer.
   */
  function linkFromAddress() {
    const links = new URL(location.href).searchParams.getAll(LINK_PARAMETER);
    if (links.length > 1) {
      removeLinkFromAddress();
      showPageNotice('Cannot open the link: the address holds more than one; open one at a time.');
      return null;
    }
    return links.length === 1 ? links[0] : null;
  }

  /** Drops the link, from the page's address too: a reload resumes the session, nothing more. */
  function forgetLink() {
    pendingLink = null;
    removeLinkFromAddress();
  }

  function removeLinkFromAddress() {
    const address = new URL(location.href);
    if (!address.searchParams.has(LINK_PARAMETER)) return;
    address.searchParams.delete(LINK_PARAMETER);
    history.replaceState(history.state, '', address);
  }

  function openPendingLink() {
    if (pendingLink === null) return;
    const message = { type: 'openLink', link: pendingLink };
    // Measured with the longest number it can be sent with.
    const longest = encode({ ...message, input: Number.MAX_SAFE_INTEGER });
    if (new TextEncoder().encode(longest).length > maxMessageBytes) {
      forgetLink();
      showPageNotice('Cannot open the link: it is too long.');
      return;
    }
    send(message);
  }

  /**
   * Shows `text` in an alert region above the session until dismissed: why a link was not
   * opened, why an earlier session did not come back, that sessions are not being saved.
   */
  function showPageNotice(text) {
    byId('page-notice').hidden = false;
    byId('page-notice-text').textContent = text;
    saveFailureShown = false;
  }

  function hidePageNotice() {
    byId('page-notice').hidden = true;
    byId('page-notice-text').textContent = '';
    saveFailureShown = false;
  }

  byId('page-notice-dismiss').addEventListener('click', hidePageNotice);

  // MARK: - Rendering

  /** Shows a whole screen: the first after connecting, or one unlike the screen shown. */
  function render(newContent) {
    const focusKey = focusedKey();
    const kind = kindOf(newContent);
    const sameKind = kind === screenKind;
    if (!sameKind) {
      Elements.reset();
      sentTexts.clear();
    }
    content = newContent;
    screenKind = kind;

    const { screen, alert } = newContent;
    byId('screen-title').textContent = screen.title;
    byId('app-card').classList.toggle('background-yellow', screen.background === 'yellow');
    const container = document.createElement('div');
    container.className = 'screen-elements';
    elementNodes = screen.elements.map((element, index) => Elements.build(element, elementContext(index)));
    container.append(...elementNodes);
    byId('screen').replaceChildren(container);
    renderAlert(alert);
    finishUpdate(sameKind ? focusKey : undefined, false);
  }

  /** Applies a `screenPatch` to the screen shown: only the elements it names change. */
  function applyPatch(patch) {
    if (!content) return;
    const previous = content;
    const patched = ScreenPatch.apply(previous, patch);
    // Grids are read-only under an alert: an alert that comes or goes redraws the screen.
    if (Boolean(previous.alert) !== Boolean(patched.alert)) {
      render(patched);
      return;
    }
    const focusKey = focusedKey();
    content = patched;
    screenKind = kindOf(patched);
    byId('screen-title').textContent = patched.screen.title;
    byId('app-card').classList.toggle('background-yellow', patched.screen.background === 'yellow');
    for (const change of patch.elements) {
      const element = patched.screen.elements[change.index];
      const old = elementNodes[change.index];
      const node = Elements.update(old, element, change, elementContext(change.index));
      if (node !== old) old.replaceWith(node);
      elementNodes[change.index] = node;
    }
    if ('alert' in patch) renderAlert(patched.alert);
    finishUpdate(focusKey, true);
  }

  /**
   * After a screen or a patch: no refusal left over, the status said, and the focus where it
   * was (by its element's focus key), else on the screen's first control. A patch leaves the
   * focus alone where its element is still there.
   */
  function finishUpdate(focusKey, keepsFocus) {
    hideRefusal();
    const status = statusText(content);
    if (byId('status').textContent !== status) announce(status);
    Inspector.noteScreen(content);
    const focused = document.activeElement;
    if (keepsFocus && focused && focused !== document.body && focused.isConnected) return;
    const restored = focusKey && document.querySelector(`[data-focus-key="${CSS.escape(focusKey)}"]`);
    const target = restored || primaryControl(content.alert);
    if (target) target.focus();
  }

  function focusedKey() {
    const focused = document.activeElement;
    return focused && focused.dataset ? focused.dataset.focusKey : undefined;
  }

  /** What makes two contents the same screen for focus: title, element kinds and ids, alert. */
  function kindOf({ screen, alert }) {
    const elements = screen.elements.map((element) => `${element.type}:${element.id || ''}`);
    return [screen.title, ...elements, alert ? 'alert' : ''].join('|');
  }

  function primaryControl(alert) {
    if (alert) return byId('alert-actions').querySelector('button');
    return byId('screen').querySelector('input, button, select, [role="gridcell"][tabindex="0"]');
  }

  /** The result in an alert, or the captions of a screen with a grid (a turn): what the status region says. */
  function statusText({ screen, alert }) {
    if (alert) return [alert.title, alert.message].filter(Boolean).join('. ');
    if (!screen.elements.some((element) => element.type === 'grid')) return '';
    return screen.elements
      .filter((element) => element.type === 'label' && element.role === 'caption')
      .map((element) => element.text)
      .join('. ');
  }

  /** The button Enter in a text field presses: the screen's primary one, else its first. */
  function submitId(screen) {
    const buttons = screen.elements.filter((element) => element.type === 'button');
    const button = buttons.find((element) => element.role === 'primary') || buttons[0];
    return button ? button.id : null;
  }

  /** What an element's kind needs to draw the element at `index` and act on it. */
  function elementContext(index) {
    const previous = content.screen.elements[index - 1];
    return {
      readOnly: Boolean(content.alert),
      // Enter in a text field presses this button, as in the other front-ends.
      submit: () => {
        const id = submitId(content.screen);
        if (id !== null) pressButton(id);
      },
      // A grid without a title is named by the label just above it, if there is one.
      name: previous && previous.type === 'label' ? previous.text : null,
      act: (action, node) => act(action, node),
      pressButton,
      fieldEdited,
      fieldText,
    };
  }

  function renderAlert(alert) {
    const box = byId('alert');
    if (!alert) {
      box.hidden = true;
      byId('alert-actions').replaceChildren();
      return;
    }
    byId('alert-title').textContent = alert.title;
    byId('alert-message').textContent = alert.message || '';
    byId('alert-message').hidden = !alert.message;
    const buttons = alert.actions.map((title, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'button';
      button.textContent = title;
      button.addEventListener('click', () => send({ type: 'chooseAlertAction', index }));
      return button;
    });
    byId('alert-actions').replaceChildren(...buttons);
    box.hidden = false;
  }

  // MARK: - Actions

  /** Sends `action`; a refusal of it is shown under `node`, the element acted on. */
  function act(action, node) {
    refusalAnchor = node;
    send(action);
  }

  /** Sends the fields' texts, then the button press: the server sees what the user typed. */
  function pressButton(id) {
    clearTimeout(editTimer);
    pendingEdits.clear();
    for (const input of byId('screen').querySelectorAll('input[data-field-id]')) {
      sentTexts.set(input.dataset.fieldId, input.value);
      send({ type: 'editText', field: input.dataset.fieldId, text: input.value });
    }
    const button = byId('screen').querySelector(`[data-focus-key="${CSS.escape(`button-${id}`)}"]`);
    act({ type: 'tapButton', id }, button);
  }

  /**
   * Notes what the user typed into a field; it goes to the server once they pause (so that a
   * button waiting for text can become enabled), at most a few messages a second.
   */
  function fieldEdited(id, text) {
    pendingEdits.set(id, text);
    clearTimeout(editTimer);
    editTimer = setTimeout(sendEdits, EDIT_PAUSE_MS);
  }

  function sendEdits() {
    for (const [field, text] of pendingEdits) {
      sentTexts.set(field, text);
      send({ type: 'editText', field, text });
    }
    pendingEdits.clear();
  }

  /**
   * The text a field shows: the server's, unless it is what the page last sent for the field
   * (or the user is still typing), in which case what the user typed since stays.
   */
  function fieldText(element, typed) {
    const sent = sentTexts.get(element.id);
    if (pendingEdits.has(element.id) || (sent !== undefined && sent === element.text)) return typed;
    return element.text;
  }

  /** Shows the server's refusal of the last action under the element acted on, and says it. */
  function showRefusal(text) {
    hideRefusal();
    const refusal = document.createElement('p');
    refusal.id = 'refusal';
    refusal.className = 'refusal';
    refusal.textContent = text;
    if (refusalAnchor && refusalAnchor.isConnected && byId('screen').contains(refusalAnchor)) {
      const element = elementNodes.find((node) => node.contains(refusalAnchor)) || refusalAnchor;
      element.after(refusal);
    } else {
      byId('screen').append(refusal);
    }
    announce(text);
  }

  function hideRefusal() {
    const refusal = byId('refusal');
    if (refusal) refusal.remove();
  }

  // Escape closes a message that has one way out, such as a result.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !content || !content.alert || content.alert.actions.length !== 1) return;
    event.preventDefault();
    send({ type: 'chooseAlertAction', index: 0 });
  });

  // MARK: - Inspector

  function inspectorVisible() {
    return sessionStorage.getItem(INSPECTOR_KEY) === 'shown';
  }

  function setInspectorVisible(visible) {
    sessionStorage.setItem(INSPECTOR_KEY, visible ? 'shown' : 'hidden');
    byId('inspector').hidden = !visible;
    byId('inspector-toggle').setAttribute('aria-pressed', String(visible));
    send({ type: 'showInspector', visible });
  }

  byId('inspector-toggle').addEventListener('click', () => {
    setInspectorVisible(!inspectorVisible());
    // Opened below the session (a narrow screen), it would show no more than its heading.
    const inspector = byId('inspector');
    if (!inspector.hidden && inspector.getBoundingClientRect().top > window.innerHeight / 2) {
      inspector.scrollIntoView({ block: 'start' });
    }
  });
  byId('inspector').hidden = !inspectorVisible();
  byId('inspector-toggle').setAttribute('aria-pressed', String(inspectorVisible()));

  // MARK: - Trace

  /** Saves the session's trace as a file, for the app's terminal command to replay (`--replay`). */
  function downloadTrace(text, cut) {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `session-${new Date().toISOString().replace(/[:.]/g, '-')}.trace`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
    if (cut) showPageNotice('The trace holds the beginning of this session only: the server keeps at most 2,000 steps or 256 KB of it.');
  }

  byId('trace-download').addEventListener('click', () => send({ type: 'getTrace' }));

  byId('notice-button').addEventListener('click', connect);
  connect();
})();
