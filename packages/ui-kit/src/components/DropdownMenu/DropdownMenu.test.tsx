import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './DropdownMenu.tsx';

const onSelect = vi.fn();
const items = [
  { kind: 'link' as const, href: '/profile', label: 'My profile' },
  { kind: 'button' as const, onSelect, label: 'Settings' },
  { kind: 'submit' as const, name: 'intent', value: 'logout', label: 'Log out' },
];

describe('DropdownMenu', () => {
  it('opens from the keyboard on the first item and moves with the arrows', async () => {
    render(<DropdownMenu label="My account" items={items} />);
    const trigger = screen.getByRole('button', { name: 'My account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<DropdownMenu label="My account" items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'My account' })).toHaveFocus();
  });

  it('runs a button item and closes', async () => {
    render(<DropdownMenu label="My account" items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('submits the surrounding form with its name and value', async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => {
      e.preventDefault();
      return (e.submitter as HTMLButtonElement).value;
    });
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <DropdownMenu
          label="Language"
          accessibleLabel="Language: English"
          items={[{ kind: 'submit', name: 'language', value: 'de', label: 'Deutsch', lang: 'de' }]}
        />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(onSubmit).toHaveReturnedWith('de');
  });

  it('closes when the pointer goes down outside', async () => {
    render(
      <>
        <DropdownMenu label="My account" items={items} />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
