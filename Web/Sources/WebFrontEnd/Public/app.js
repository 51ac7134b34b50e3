// The page: shows the screens the server sends (message format: Web/PROTOCOL.md) and sends
// back what the player does. Every text from the server goes in with textContent.
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
  let boardFocus = { row: 0, column: 0 };
  let retryDelay = 500;
  let reconnectAutomatically = true;
  // Set when the server said it restarts with the game saved, until a server welcomes the
  // page again: the close is expected, and the first reconnection is tried at once.
  let serverRestarting = false;
  let reconnectAtOnce = false;
  let maxMessageBytes = 4096;
  // The link from the page's address, until the server has taken or refused it.
  let pendingLink = linkFromAddress();

  // MARK: - Connection

  function connect() {
    reconnectAutomatically = true;
    hideNotice();
    setConnection(serverRestarting ? 'Reconnecting…' : 'Connecting…');
    const token = sessionStorage.getItem(SESSION_KEY);
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const query = token ? `?session=${encodeURIComponent(token)}` : '';
    socket = new WebSocket(`${scheme}//${location.host}/ws${query}`);
    socket.addEventListener('message', (event) => receive(event.data));
    socket.addEventListener('close', (event) => closed(event));
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(encode(message));
      // A session the page acted on is worth resuming; the server lets an unused one go
      // when its page leaves, and a page asking for it again would be told it is gone.
      if (message.type !== 'showInspector' && message.type !== 'getTrace' && currentSession) {
        sessionStorage.setItem(SESSION_KEY, currentSession);
      }
    }
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
      case 'welcome':
        currentSession = message.session;
        if (message.resumed) sessionStorage.setItem(SESSION_KEY, message.session);
        else sessionStorage.removeItem(SESSION_KEY);
        retryDelay = 500;
        serverRestarting = false;
        setConnection(message.resumed ? 'Connected (game resumed)' : 'Connected');
        // A game asked for but not brought back: say why, rather than show a login silently.
        if (message.notResumedMessage) showPageNotice(message.notResumedMessage);
        if (message.maxMessageBytes) maxMessageBytes = message.maxMessageBytes;
        if (inspectorVisible()) send({ type: 'showInspector', visible: true });
        openPendingLink();
        break;
      case 'linkOpened':
        forgetLink();
        hidePageNotice();
        break;
      case 'inspector':
        Inspector.show(message.inspector);
        break;
      case 'screen':
        render(message.content);
        Inspector.noteScreen(message.content);
        break;
      case 'error':
        if (message.code === 'linkRefused') {
          forgetLink();
          showPageNotice(message.message);
        } else if (message.code === 'traceUnavailable') {
          showPageNotice(message.message);
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
        endConnection(message.message, 'Start a new game');
        break;
      case 'shuttingDown':
        if (message.reconnect) {
          // The game is stored: another server, or this one back, picks it up.
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
        showPageNotice(message.message);
        break;
      case 'trace':
        downloadTrace(message.trace, message.cut);
        break;
      default:
        break;
    }
  }

  function closed(event) {
    if (!reconnectAutomatically) return;
    if (event.code === 1008 || event.code === 1009) {
      endConnection('The connection was closed: the page sent too much. Reload to go on.', 'Reconnect');
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

  /** Stops reconnecting and shows `text` with a button that connects again. */
  function endConnection(text, buttonTitle) {
    reconnectAutomatically = false;
    setConnection('Disconnected');
    byId('notice-text').textContent = text;
    byId('notice-button').textContent = buttonTitle;
    byId('notice').hidden = false;
    setGameInert(true);
    announce(text);
    byId('notice-button').focus();
  }

  function hideNotice() {
    byId('notice').hidden = true;
    setGameInert(false);
  }

  /** Takes the game under the connection notice out of reach of the pointer, keyboard and screen readers. */
  function setGameInert(inert) {
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

  /** Drops the link, from the page's address too: a reload resumes the game, nothing more. */
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
    if (new TextEncoder().encode(encode(message)).length > maxMessageBytes) {
      forgetLink();
      showPageNotice('Cannot open the link: it is too long.');
      return;
    }
    send(message);
  }

  /**
   * Shows `text` in an alert region above the game until dismissed: why a link was not
   * opened, why an earlier game did not come back, that games are not being saved.
   */
  function showPageNotice(text) {
    byId('page-notice').hidden = false;
    byId('page-notice-text').textContent = text;
  }

  function hidePageNotice() {
    byId('page-notice').hidden = true;
    byId('page-notice-text').textContent = '';
  }

  byId('page-notice-dismiss').addEventListener('click', hidePageNotice);

  // MARK: - Rendering

  function render(newContent) {
    const focusKey = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.focusKey : undefined;
    const kind = kindOf(newContent);
    const sameKind = kind === screenKind;
    content = newContent;
    screenKind = kind;

    const { screen, alert } = newContent;
    byId('screen-title').textContent = screen.title;
    byId('game').classList.toggle('background-yellow', screen.background === 'yellow');
    byId('screen').replaceChildren(buildScreen(screen));
    renderAlert(alert);
    showBoardHint(null);
    announce(statusText(newContent));

    if (!sameKind) boardFocus = { row: 0, column: 0 };
    const restored = sameKind && focusKey && document.querySelector(`[data-focus-key="${focusKey}"]`);
    const target = restored || primaryControl(alert);
    if (target) target.focus();
  }

  /** What makes two contents the same screen for focus: title, element kinds and ids, alert. */
  function kindOf({ screen, alert }) {
    const elements = screen.elements.map((element) => `${element.type}:${element.id || ''}`);
    return [screen.title, ...elements, alert ? 'alert' : ''].join('|');
  }

  function primaryControl(alert) {
    if (alert) return byId('alert-actions').querySelector('button');
    return byId('screen').querySelector('input, button, [role="gridcell"][tabindex="0"]');
  }

  /** The turn on a board, the result in an alert: what the status region says. */
  function statusText({ screen, alert }) {
    if (alert) return [alert.title, alert.message].filter(Boolean).join('. ');
    if (!screen.elements.some((element) => element.type === 'board')) return '';
    return screen.elements
      .filter((element) => element.type === 'label' && element.role === 'caption')
      .map((element) => element.text)
      .join('. ');
  }

  function buildScreen(screen) {
    const fields = screen.elements.filter((element) => element.type === 'textField');
    const container = document.createElement(fields.length > 0 ? 'form' : 'div');
    container.className = 'screen-elements';
    // With text fields, Enter in a field presses the first button (the form's submit button),
    // as in the other front-ends; every other button presses itself.
    const firstButton = screen.elements.find((element) => element.type === 'button');
    const submitId = fields.length > 0 && firstButton ? firstButton.id : null;
    if (fields.length > 0) {
      container.noValidate = true;
      container.addEventListener('submit', (event) => {
        event.preventDefault();
        if (submitId !== null) pressButton(submitId, fields);
      });
    }
    for (const element of screen.elements) {
      container.appendChild(buildElement(element, fields, submitId));
    }
    return container;
  }

  function buildElement(element, fields, submitId) {
    switch (element.type) {
      case 'label': {
        const paragraph = document.createElement('p');
        paragraph.className = `label role-${element.role} color-${element.color}`;
        paragraph.textContent = element.text;
        return paragraph;
      }
      case 'textField': {
        const wrapper = document.createElement('div');
        wrapper.className = 'field';
        const label = document.createElement('label');
        label.htmlFor = `field-${element.id}`;
        label.textContent = element.placeholder;
        const input = document.createElement('input');
        input.id = `field-${element.id}`;
        input.dataset.fieldId = element.id;
        input.dataset.focusKey = `field-${element.id}`;
        input.type = 'text';
        input.autocomplete = 'off';
        input.placeholder = element.placeholder;
        input.value = element.text;
        wrapper.append(label, input);
        return wrapper;
      }
      case 'button': {
        const button = document.createElement('button');
        const submits = element.id === submitId;
        button.type = submits ? 'submit' : 'button';
        button.className = 'button';
        button.dataset.focusKey = `button-${element.id}`;
        button.textContent = element.title;
        if (!submits) button.addEventListener('click', () => pressButton(element.id, fields));
        return button;
      }
      case 'board': {
        if (document.activeElement && document.activeElement.dataset.row) {
          boardFocus = {
            row: Number(document.activeElement.dataset.row),
            column: Number(document.activeElement.dataset.column),
          };
        }
        // Under a result the board is read-only: its cells can be read, not tapped.
        const onTap = content.alert ? null : tapCell;
        return Board.create(element.cells, boardFocus, onTap, element.highlightedCells || []);
      }
      default: {
        return document.createElement('div');
      }
    }
  }

  function renderAlert(alert) {
    const box = byId('alert');
    if (!alert) {
      box.hidden = true;
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

  /** Sends the fields' texts, then the button press: the server sees what the player typed. */
  function pressButton(id, fields) {
    for (const field of fields) {
      const input = document.querySelector(`input[data-field-id="${CSS.escape(field.id)}"]`);
      if (input) send({ type: 'editText', field: field.id, text: input.value });
    }
    send({ type: 'tapButton', id });
  }

  function tapCell(row, column) {
    boardFocus = { row, column };
    const board = content && content.screen.elements.find((element) => element.type === 'board');
    const mark = board && board.cells[row] ? board.cells[row][column] : null;
    if (mark) {
      // As in the terminal: say why nothing happens, rather than do nothing.
      const text = `Cell ${row * 3 + column + 1} is taken (${Board.cellLabel(row, column, mark)}); choose an empty one.`;
      showBoardHint(text);
      announce(text);
      return;
    }
    send({ type: 'tapCell', row, column });
  }

  /**
   * Under a board that plays, which keys play; `taken`, when given, says instead why the last
   * tap did nothing. Hidden on other screens and under a result.
   */
  function showBoardHint(taken) {
    const hint = byId('board-hint');
    const playing = content && !content.alert && content.screen.elements.some((element) => element.type === 'board');
    hint.hidden = !playing;
    hint.classList.toggle('taken', Boolean(taken));
    hint.textContent = taken || 'Click a cell, or type 1 to 9 (1 top left, 9 bottom right); the arrow keys and Enter play too.';
  }

  // Escape closes a message that has one way out, such as a game's result (Close Game).
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !content || !content.alert || content.alert.actions.length !== 1) return;
    event.preventDefault();
    send({ type: 'chooseAlertAction', index: 0 });
  });

  document.addEventListener('keydown', (event) => {
    if (!content || content.alert || event.ctrlKey || event.altKey || event.metaKey) return;
    if (!/^[1-9]$/.test(event.key) || event.target.tagName === 'INPUT') return;
    if (!content.screen.elements.some((element) => element.type === 'board')) return;
    event.preventDefault();
    const cell = Board.cellForNumber(Number(event.key));
    const target = document.querySelector(`[data-row="${cell.row}"][data-column="${cell.column}"]`);
    if (target) target.focus();
    tapCell(cell.row, cell.column);
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
    // Opened below the game (a narrow screen), it would show no more than its heading.
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
