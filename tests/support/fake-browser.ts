import { setPersistentEngine } from '@nanostores/persistent';
import { vi } from 'vitest';

/**
 * The few browser objects the stores touch, for unit tests in Node: the address (whose
 * `assign` and `replace` only record where the page would go), both storages, a document
 * whose forms record what they would submit (the checkout's way to the payment page), and an
 * empty store behind the persistent atoms (the cart). Call it before importing the stores:
 * some read the address, and the persistent atoms their storage, when they load.
 */
export interface SubmittedForm {
  method: string;
  action: string;
  fields: Record<string, string>;
}

class MemoryStorage {
  #items = new Map<string, string>();
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}

interface FakeInput {
  type: string;
  name: string;
  value: string;
}

export function fakeBrowser(pathname = '/') {
  const location = {
    pathname,
    search: '',
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
  };
  const submitted: SubmittedForm[] = [];
  const createElement = (tag: string) => {
    if (tag !== 'form') return { type: '', name: '', value: '' } satisfies FakeInput;
    const inputs: FakeInput[] = [];
    const form = {
      method: '',
      action: '',
      hidden: false,
      append: (...children: FakeInput[]) => inputs.push(...children),
      submit: () =>
        submitted.push({
          method: form.method,
          action: form.action,
          fields: Object.fromEntries(inputs.map((input) => [input.name, input.value])),
        }),
    };
    return form;
  };
  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  // What nanostores/persistent keeps under each key (`cartData`), as localStorage would.
  const persisted: Record<string, string> = {};
  setPersistentEngine(persisted, { addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal('window', {
    location,
    history: { pushState: vi.fn(), replaceState: vi.fn() },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  vi.stubGlobal('document', { createElement, body: { append: () => {} }, cookie: '' });
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('sessionStorage', sessionStorage);
  return { location, submitted, localStorage, sessionStorage, persisted };
}
