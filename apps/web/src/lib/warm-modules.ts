import { appendInSlices } from './append-in-slices';

/**
 * Fetches a piece of lazily loaded code without running it: the build writes, for each
 * name it knows (WARM_MODULES in vite.config.ts), an inert `<template id="pn-warm-NAME">`
 * of preload links into index.html, and this moves them into the head once. The browser
 * fetches and compiles the modules off the main thread; they run only when imported. The
 * links go in a few per task (appendInSlices), the whole idle fetch never a long task.
 * Does nothing where there is no template (in development, or a second time).
 */
export function warmModules(name: string): void {
  const template = document.getElementById(`pn-warm-${name}`);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  void appendInSlices(document.head, [...template.content.childNodes]);
}
