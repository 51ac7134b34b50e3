// A progress bar: role="progressbar" with its value in whole percent, and the percent written.
'use strict';

Elements.register('progress', {
  build(element) {
    const wrapper = Elements.make('div', 'progress');
    const title = Elements.make('span', 'progress-title', element.title);
    title.id = `progress-${element.id}`;
    const percent = Elements.make('span', 'progress-percent', `${element.percent}%`);
    percent.setAttribute('aria-hidden', 'true');
    const bar = Elements.make('div', 'progress-track');
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-labelledby', title.id);
    bar.setAttribute('aria-valuemin', '0');
    bar.setAttribute('aria-valuemax', '100');
    bar.setAttribute('aria-valuenow', String(element.percent));
    const fill = Elements.make('div', 'progress-fill');
    fill.style.width = `${element.fraction * 100}%`;
    bar.append(fill);
    wrapper.append(title, percent, bar);
    return wrapper;
  },
});
