import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../lib/toasts';
import { type LookupId, type LookupOption, SelectOrCreate } from './select-or-create';

const countries: LookupOption[] = [
  { id: 1, label: 'India' },
  { id: 2, label: 'Germany' },
];

function Single({
  onCreate,
  onValue,
}: {
  onCreate: (l: string) => Promise<LookupOption>;
  onValue: (v: unknown) => void;
}) {
  const [value, setValue] = useState<LookupId | null>(null);
  return (
    <SelectOrCreate
      label="Country"
      options={countries}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
      onCreate={onCreate}
    />
  );
}

function Multiple({
  onCreate,
  onValue,
}: {
  onCreate: (l: string) => Promise<LookupOption>;
  onValue: (v: unknown) => void;
}) {
  const [value, setValue] = useState<LookupId[]>([1]);
  return (
    <SelectOrCreate
      multiple
      label="Skills"
      options={countries}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
      onCreate={onCreate}
    />
  );
}

describe('SelectOrCreate', () => {
  it('creates a typed value and puts the created item in its place', async () => {
    const onCreate = vi.fn(async (label: string) => ({ id: 99, label }));
    const onValue = vi.fn();
    render(
      <>
        <Single onCreate={onCreate} onValue={onValue} />
        <ToastHost />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Narnia');
    await userEvent.click(await screen.findByRole('option', { name: 'Add “Narnia”' }));
    expect(onCreate).toHaveBeenCalledWith('Narnia');
    expect(onValue).toHaveBeenLastCalledWith(99);
    expect(input).toHaveValue('Narnia');
  });

  it('offers no "Add" when the typed value exists', async () => {
    render(
      <>
        <Single onCreate={vi.fn()} onValue={vi.fn()} />
        <ToastHost />
      </>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'india');
    expect(await screen.findByRole('option', { name: 'India' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('adds the created item to a multiple selection', async () => {
    const onCreate = vi.fn(async (label: string) => ({ id: 7, label }));
    const onValue = vi.fn();
    render(
      <>
        <Multiple onCreate={onCreate} onValue={onValue} />
        <ToastHost />
      </>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Skills' }), 'Rust');
    await userEvent.click(await screen.findByRole('option', { name: 'Add “Rust”' }));
    expect(onValue).toHaveBeenLastCalledWith([1, 7]);
    expect(screen.getByRole('button', { name: 'Rust' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'India' })).toBeInTheDocument();
  });

  it('shows the server message when creating fails', async () => {
    const onCreate = vi.fn(async () => {
      throw new Error('Already exists');
    });
    render(
      <>
        <Single onCreate={onCreate} onValue={vi.fn()} />
        <ToastHost />
      </>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Oz');
    await userEvent.click(await screen.findByRole('option', { name: 'Add “Oz”' }));
    expect(await screen.findByText('Already exists')).toBeInTheDocument();
  });
});
