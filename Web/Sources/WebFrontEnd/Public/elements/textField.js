// A text field: a labelled input. What the user types goes to the server as they type (see
// app.js); a screen that comes back keeps what they typed since, unless the app changed it.
'use strict';

Elements.register('textField', {
  build(element, context) {
    const wrapper = Elements.make('div', 'field');
    const label = Elements.make('label', '', element.placeholder);
    label.htmlFor = `field-${element.id}`;
    const input = document.createElement('input');
    input.id = `field-${element.id}`;
    input.dataset.fieldId = element.id;
    input.dataset.focusKey = `field-${element.id}`;
    input.type = 'text';
    input.autocomplete = 'off';
    input.addEventListener('input', () => context.fieldEdited(element.id, input.value));
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      context.submit();
    });
    wrapper.append(label, input);
    // Drawn again (a whole screen came): what the user typed into the field drawn before stays.
    const drawn = document.querySelector(`input[data-field-id="${CSS.escape(element.id)}"]`);
    if (drawn) input.value = drawn.value;
    return this.update(wrapper, element, {}, context);
  },

  update(wrapper, element, change, context) {
    const input = wrapper.querySelector('input');
    wrapper.querySelector('label').textContent = element.placeholder;
    input.placeholder = element.placeholder;
    const text = context.fieldText(element, input.value);
    // Set only when it differs: setting a value puts the caret at its end.
    if (input.value !== text) input.value = text;
    return wrapper;
  },
});
