// @vitest-environment jsdom
import { keepShellFields, releaseShellFields, shellField } from './shell-fields';

describe('shell fields', () => {
  afterEach(() => {
    releaseShellFields();
    document.body.replaceChildren();
  });

  function shell() {
    const root = document.createElement('div');
    root.innerHTML = '<input name="email" type="email"><input name="password" type="password">';
    document.body.append(root);
    const [email, password] = root.querySelectorAll('input');
    return { root, email, password };
  }

  it('knows the field the visitor is in while the shell is on the page', () => {
    const { root, email } = shell();
    keepShellFields(root);
    email.focus();
    expect(shellField('email')?.focused()).toBe(true);
    expect(shellField('password')?.focused()).toBe(false);
  });

  it('remembers the field the visitor was in when the app replaced the shell, after the app began', () => {
    const { root, email, password } = shell();
    email.focus();
    keepShellFields(root);
    // The app's render (a transition) has started; the visitor moves on and types, then the shell goes.
    password.focus();
    password.value = 'typed meanwhile';
    root.remove();
    expect(shellField('password')?.focused()).toBe(true);
    expect(shellField('password')?.value()).toBe('typed meanwhile');
    expect(shellField('email')?.focused()).toBe(false);
  });

  it('forgets the fields once released', () => {
    const { root } = shell();
    keepShellFields(root);
    releaseShellFields();
    expect(shellField('email')).toBeUndefined();
  });
});
