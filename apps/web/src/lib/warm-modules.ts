/**
 * Fetches a piece of lazily loaded code without running it: the build writes, for each
 * name it knows (WARM_MODULES in vite.config.ts), an inert `<template id="pn-warm-NAME">`
 * of preload links into index.html, and this moves them into the head once. The browser
 * fetches and compiles the modules off the main thread; they run only when imported.
 * Answers whether there was anything to fetch (not in development, or a second time).
 */
export function warmModules(name: string): boolean {
  const template = document.getElementById(`pn-warm-${name}`);
  if (!(template instanceof HTMLTemplateElement)) return false;
  template.remove();
  document.head.append(template.content);
  return true;
}
