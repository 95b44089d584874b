import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './MessageComposer/MessageComposer.tsx';
import { Select } from './Select/Select.tsx';
import { TextField } from './TextField/TextField.tsx';

/** A form like the signup's: a controlled e-mail field and another field whose typing re-renders. */
function Form() {
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState('nl');
  const [other, setOther] = useState('');
  return (
    <form>
      <TextField
        label="E-mail"
        name="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <Select
        label="Country"
        name="country"
        value={country}
        onChange={(e) => setCountry(e.currentTarget.value)}
        options={[
          { value: 'nl', label: 'Netherlands' },
          { value: 'de', label: 'Germany' },
        ]}
      />
      <TextField label="Password" name="password" onChange={(e) => setOther(e.currentTarget.value)} />
      <output>{`${email}|${country}|${other.length}`}</output>
    </form>
  );
}

/** The server's page, then what the visitor did before the scripts ran, then hydration. */
async function hydrateAfter(page: ReactElement, early: (root: HTMLElement) => void = () => {}) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.append(root);
  early(root);
  await act(async () => {
    hydrateRoot(root, page);
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a controlled field changed before hydration', () => {
  it('keeps the typed text and the chosen option when the form renders again', async () => {
    await hydrateAfter(<Form />, (root) => {
      root.querySelector<HTMLInputElement>('input[name=email]')!.value = 'early@example.org';
      root.querySelector<HTMLSelectElement>('select')!.value = 'de';
    });
    expect(screen.getByRole('status')).toHaveTextContent('early@example.org|de|0');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.getByLabelText('E-mail')).toHaveValue('early@example.org');
    expect(screen.getByLabelText('Country')).toHaveValue('de');
    expect(screen.getByRole('status')).toHaveTextContent('early@example.org|de|6');
  });

  it('reports nothing when the visitor changed nothing', async () => {
    await hydrateAfter(<Form />);
    expect(screen.getByRole('status')).toHaveTextContent('|nl|0');
  });

  it('reports nothing for a field the client mounts with a value', () => {
    const onChange = vi.fn();
    render(<TextField label="Name" name="name" value="Anna" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a chat message typed before hydration', async () => {
    const props = {
      label: 'Message',
      sendLabel: 'Send',
      maxLength: 100,
      counterLabel: (n: number) => `${n}`,
    };
    await hydrateAfter(<MessageComposer {...props} />, (root) => {
      root.querySelector('textarea')!.value = 'hello';
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByText('5')).toBeInTheDocument();
  });
});

/** A controlled select whose value is none of its options. */
function Odd() {
  const [v, setV] = useState('gone');
  return (
    <>
      <Select
        label="Pick"
        name="pick"
        value={v}
        onChange={(e) => setV(e.currentTarget.value)}
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <output>{v}</output>
    </>
  );
}

describe('a controlled select whose value the server could not mark', () => {
  it('reports nothing: the first option the browser shows is not a choice', async () => {
    await hydrateAfter(<Odd />);
    expect(screen.getByRole('status')).toHaveTextContent('gone');
  });
});
