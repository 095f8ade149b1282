import { afterEach } from 'vitest';

// Only component tests (jsdom) render: the tests that run in node do not load the DOM libraries.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(cleanup);
  // Component tests against a devnet wait for real answers: on a busy 2-core machine one takes
  // more than the library's default second.
  configure({ asyncUtilTimeout: 5_000 });
}

// jsdom has <dialog> without its modal methods. Just enough of them, as a browser does them: open,
// close with its close event a task later, and Escape cancelling the open dialog. Focus trapping and
// inertness are not emulated; the end-to-end specs check those in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (event.key === 'Escape' && dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}

// Components read their messages from Lingui's global instance; tests read them in English, the
// source, from the messages the macros leave in the code outside production builds.
const { i18n } = await import('@lingui/core');
i18n.loadAndActivate({ locale: 'en', messages: {} });
