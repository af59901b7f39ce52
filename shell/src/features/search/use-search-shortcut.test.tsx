import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isSearchShortcut, useSearchShortcut } from './use-search-shortcut.ts';

const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('isSearchShortcut', () => {
  const input = document.createElement('input');
  const textarea = document.createElement('textarea');
  const editor = document.createElement('div');
  editor.setAttribute('contenteditable', 'true');
  const button = document.createElement('button');

  it.each<[string, KeyboardEventInit, EventTarget, boolean]>([
    ["'/' on the page", { key: '/' }, document.body, true],
    ["'/' on a button", { key: '/' }, button, true],
    ["'/' typed with AltGr", { key: '/', ctrlKey: true, altKey: true }, document.body, true],
    ["'/' typed with Shift (Turkish Q keyboard)", { key: '/', shiftKey: true }, document.body, true],
    ["'/' in a text field", { key: '/' }, input, false],
    ["'/' in a textarea", { key: '/' }, textarea, false],
    ["'/' in an editor", { key: '/' }, editor, false],
    ["Ctrl+'/'", { key: '/', ctrlKey: true }, document.body, false],
    ['Ctrl+K', { key: 'k', ctrlKey: true }, document.body, true],
    ['Cmd+K', { key: 'k', metaKey: true }, document.body, true],
    ['Ctrl+K in a text field', { key: 'k', ctrlKey: true }, input, true],
    ['Ctrl+Shift+K', { key: 'K', ctrlKey: true, shiftKey: true }, document.body, true],
    ['Ctrl+Alt+K', { key: 'k', ctrlKey: true, altKey: true }, document.body, false],
    ['K alone', { key: 'k' }, document.body, false],
    ['a key while composing text', { key: '/', isComposing: true }, document.body, false],
  ])('%s -> %s', (_, init, target, expected) => {
    expect(isSearchShortcut(key(init, target))).toBe(expected);
  });

  it('ignores a key another handler already used', () => {
    const event = key({ key: '/' });
    event.preventDefault();
    expect(isSearchShortcut(event)).toBe(false);
  });
});

function Probe({ onOpen, enabled }: { onOpen: () => void; enabled: boolean }) {
  useSearchShortcut(onOpen, enabled);
  return <input aria-label="Alan" />;
}

describe('useSearchShortcut', () => {
  it('opens on the shortcut and keeps the key from reaching the page', () => {
    const onOpen = vi.fn();
    render(<Probe onOpen={onOpen} enabled />);
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(onOpen).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Alan' }), { key: '/' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', () => {
    const onOpen = vi.fn();
    render(<Probe onOpen={onOpen} enabled={false} />);
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
