// A button, drawn by its role: the screen's main action, one that deletes, one that goes back.
'use strict';

Elements.register('button', {
  build(element, context) {
    const button = Elements.make('button', `button role-${element.role || 'standard'}`, element.title);
    button.type = 'button';
    button.dataset.focusKey = `button-${element.id}`;
    Elements.setEnabled(button, element.enabled !== false);
    button.addEventListener('click', () => context.pressButton(element.id));
    return button;
  },
});
