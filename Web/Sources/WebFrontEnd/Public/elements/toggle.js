// A toggle: a switch (a button with role="switch" and aria-checked), which the server flips.
'use strict';

Elements.register('toggle', {
  build(element, context) {
    const button = Elements.make('button', 'toggle');
    button.type = 'button';
    button.setAttribute('role', 'switch');
    button.setAttribute('aria-checked', String(element.on));
    button.dataset.focusKey = `toggle-${element.id}`;
    Elements.setEnabled(button, element.enabled);
    const track = Elements.make('span', 'toggle-track');
    track.setAttribute('aria-hidden', 'true');
    track.append(Elements.make('span', 'toggle-knob'));
    button.append(Elements.make('span', 'toggle-title', element.title), track);
    button.addEventListener('click', () => context.act({ type: 'setToggle', id: element.id, on: !element.on }, button));
    return button;
  },
});
