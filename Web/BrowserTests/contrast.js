// Measures, from the computed styles, how every piece of visible text (and every mark on the
// board) stands out from what is behind it: WCAG's contrast ratio of relative luminances, the
// text's colour faded by its opacity over the first opaque background behind it (a
// translucent one blended over what is under it). Returns [{text, ratio, large}] for the test
// to judge. Read by test_themes.py.
() => {
  const parse = (colour) => {
    const [r, g, b, a = 1] = colour.match(/[\d.]+/g).map(Number);
    return { r, g, b, a };
  };
  const over = (top, below) => ({
    r: top.r * top.a + below.r * (1 - top.a),
    g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a),
    a: 1,
  });
  const channel = (value) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (c) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
  const ratio = (x, y) => {
    const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (light + 0.05) / (dark + 0.05);
  };
  // The colour behind `element`: its own background or its ancestors', translucent ones blended.
  const behind = (element) => {
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour.a > 0) layers.push(colour);
      if (colour.a >= 1) break;
    }
    let result = parse(getComputedStyle(document.documentElement).backgroundColor);
    if (result.a < 1) result = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  const opacity = (element) => {
    let value = 1;
    for (let node = element; node; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
    return value;
  };
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
  };
  const results = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || seen.has(element) || !shown(element)) continue;
    if (element.closest('.visually-hidden, [hidden], noscript, option')) continue;
    seen.add(element);
    const style = getComputedStyle(element);
    const background = behind(element);
    const text = over({ ...parse(style.color), a: parse(style.color).a * opacity(element) }, background);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    results.push({ text: node.textContent.trim().slice(0, 40), ratio: ratio(text, background), large });
  }
  return results;
}
