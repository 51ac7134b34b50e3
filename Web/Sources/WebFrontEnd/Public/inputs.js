// The inputs the page sent whose change the server's store may not hold yet ("Inputs the page
// replays" in Web/PROTOCOL.md). While the store stalls, the server goes on in memory and the
// page shows moves that are not stored; should that server then die, the session comes back on
// another from an older stored state, and the page sends those moves again, each with its own
// number, which the server applies only once. Bookkeeping only: app.js does the sending.
'use strict';

const InputLog = (() => {
  // The messages that are numbered: the actions and openLink, which change the session.
  const NUMBERED = new Set([
    'editText', 'tapButton', 'chooseRowAction', 'checkRow', 'setToggle', 'chooseOption', 'tapGridCell',
    'chooseAlertAction', 'openLink',
  ]);
  // Past this many entries the log is cleared, and what it held can no longer come back.
  const LIMIT = 1000;

  // The last number given: every later one is larger, for the session's sake.
  let counter = 0;
  // `{input, message, acknowledged}`, in the order sent: acknowledged once a screen showed
  // the input's change, dropped once the store holds it or the server refused the input.
  let entries = [];
  // The inputs up to this number are not all in the log (0: none missing, or stored since):
  // it was cleared for being full, or the session applied numbers past the page's own (the page
  // was reloaded, or another tab played), inputs this page never held.
  let gap = 0;

  /** Whether a message of `type` is numbered and logged. */
  function numbers(type) {
    return NUMBERED.has(type);
  }

  /** `message` with the next number as its `input`, logged as not yet answered. */
  function number(message) {
    counter += 1;
    if (entries.length >= LIMIT) {
      gap = counter - 1;
      entries = [];
    }
    const numbered = { ...message, input: counter };
    entries.push({ input: counter, message: numbered, acknowledged: false });
    return numbered;
  }

  /** A screen made after the session applied `input`: the page saw every input up to it answered. */
  function acknowledge(input) {
    for (const entry of entries) {
      if (entry.input <= input) entry.acknowledged = true;
    }
  }

  /** The store holds the change of every input up to `input`: nothing of them needs sending again. */
  function saved(input) {
    entries = entries.filter((entry) => entry.input > input);
    if (gap > 0 && input >= gap) gap = 0;
  }

  /** The server refused `input`: it changed nothing, so there is nothing to send again. */
  function refused(input) {
    entries = entries.filter((entry) => entry.input !== input);
  }

  /**
   * What to send again on the connection `welcome` opened: `replay`, the messages in the order
   * first sent, each with its own number, and `lost`, true when the session lacks inputs the
   * log does not hold (see `gap`), so nothing is sent again and the page should say so.
   *
   * Only a session resumed whole (no `notResumed`) by a server that has a store and replays
   * (the welcome has `input` and `saved`) is sent anything. Of the log, what the welcome's
   * `input` covers counts as answered (the session applied it, the next screen shows it); an
   * input never answered is dropped, never invented; an input the store holds is dropped; what
   * is left past the welcome's `input` is sent again.
   */
  function resume(welcome) {
    const applied = welcome.input;
    const stored = welcome.saved;
    if (!welcome.resumed || welcome.notResumed || typeof applied !== 'number' || typeof stored !== 'number') {
      if (typeof applied === 'number') counter = Math.max(counter, applied);
      clear();
      return { replay: [], lost: false };
    }
    if (applied > counter) {
      // Inputs numbered by another page (this one reloaded, or another tab): should the session
      // come back from before them, the log could not give them back.
      gap = Math.max(gap, applied);
      counter = applied;
    }
    if (gap > 0 && applied < gap) {
      clear();
      return { replay: [], lost: true };
    }
    acknowledge(applied);
    entries = entries.filter((entry) => entry.acknowledged);
    saved(stored);
    const replay = entries.filter((entry) => entry.input > applied).map((entry) => entry.message);
    return { replay, lost: false };
  }

  /** Forgets every entry and the gap; numbers keep growing. */
  function clear() {
    entries = [];
    gap = 0;
  }

  /** What the log holds, for tests and the curious: copies. */
  function state() {
    return { counter, gap, entries: entries.map((entry) => ({ ...entry })) };
  }

  return { LIMIT, numbers, number, acknowledge, saved, refused, resume, state };
})();
