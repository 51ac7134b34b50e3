// The element kinds the page draws, one file each in elements/: each registers how it builds
// an element's node from the element's JSON (Web/PROTOCOL.md) and, if it can, how it updates
// that node in place for a change of a `screenPatch`.
'use strict';

const Elements = (() => {
  const kinds = new Map();

  /**
   * Registers `kind` for elements of `type`: `build(element, context)` returns the element's
   * node; `update(node, element, change, context)`, if given, updates `node` for `change` and
   * returns it, or returns null when the node must be built again; `reset()`, if given, forgets
   * what the kind remembers of the screen shown (such as a grid's focused cell).
   */
  function register(type, kind) {
    kinds.set(type, kind);
  }

  /** The node of `element`; an element of a kind this page does not know is an empty node. */
  function build(element, context) {
    const kind = kinds.get(element.type);
    return kind ? kind.build(element, context) : document.createElement('div');
  }

  /** `node` updated for `change`, or a new node for `element` where its kind cannot update. */
  function update(node, element, change, context) {
    const kind = kinds.get(element.type);
    const updated = kind && kind.update && !('element' in change) ? kind.update(node, element, change, context) : null;
    return updated || build(element, context);
  }

  /** Forgets what every kind remembers of the screen shown: another screen comes. */
  function reset() {
    kinds.forEach((kind) => { if (kind.reset) kind.reset(); });
  }

  /**
   * Sets `control` disabled or not. A disabled control stays focusable and clickable
   * (`aria-disabled`, not `disabled`): acting on it sends the action anyway, and the server's
   * refusal says why, in the app's words.
   */
  function setEnabled(control, enabled) {
    if (enabled) control.removeAttribute('aria-disabled');
    else control.setAttribute('aria-disabled', 'true');
  }

  /** A new element of `tag` with `className` and, if given, `text` as its text. */
  function make(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  return { register, build, update, reset, setEnabled, make };
})();
