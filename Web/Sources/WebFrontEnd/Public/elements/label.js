// A label: a line of text, a heading or a caption, in one of the element colours.
'use strict';

Elements.register('label', {
  build(element) {
    return Elements.make('p', `label role-${element.role} color-${element.color}`, element.text);
  },
});
