// A choice: one option of several, as a labelled select. The select shows what the server
// says is selected; a change is sent, and the screen that comes back shows its outcome.
'use strict';

Elements.register('choice', {
  build(element, context) {
    const wrapper = Elements.make('div', 'field choice');
    const label = Elements.make('label', '', element.title);
    label.htmlFor = `choice-${element.id}`;
    const select = Elements.make('select', 'choice-select');
    select.id = `choice-${element.id}`;
    select.dataset.focusKey = `choice-${element.id}`;
    Elements.setEnabled(select, element.enabled);
    if (element.selected === undefined) {
      // Nothing chosen yet: a blank first option says so, and cannot be chosen.
      const none = Elements.make('option', '', '');
      none.value = '';
      none.disabled = true;
      select.append(none);
    }
    element.options.forEach((title, index) => {
      const option = Elements.make('option', '', title);
      option.value = String(index);
      select.append(option);
    });
    const shown = element.selected === undefined ? '' : String(element.selected);
    select.value = shown;
    select.addEventListener('change', () => {
      const index = Number(select.value);
      // Until the server answers, the select shows what it said last.
      select.value = shown;
      context.act({ type: 'chooseOption', id: element.id, index }, wrapper);
    });
    wrapper.append(label, select);
    return wrapper;
  },
});
