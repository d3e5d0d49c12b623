import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { lazyDialog } from './lazy-dialog';

const user = userEvent.setup({ delay: null });

function Shown({ open }: { open: boolean }) {
  return <div role="dialog" hidden={!open} aria-label="对话框" />;
}

function Host({ Dialog }: { Dialog: ComponentType<{ open: boolean }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        切换
      </button>
      <Dialog open={open} />
    </>
  );
}

describe('lazyDialog', () => {
  it('loads the dialog the first time it opens and keeps it mounted after', async () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    renderInApp(<Host Dialog={lazyDialog(load)} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    await user.click(screen.getByRole('button', { name: '切换' }));
    expect(await screen.findByRole('dialog', { name: '对话框' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: '切换' }));
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: '切换' }));
    expect(screen.getByRole('dialog', { name: '对话框' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads whether it is open from other props when told how', async () => {
    const Named = ({ name }: { name: string | null }) => (
      <div role="dialog" aria-label={name ?? ''} />
    );
    const load = vi.fn(() => Promise.resolve(Named));
    const Dialog = lazyDialog(load, (props) => props.name !== null);
    function NameHost() {
      const [name, setName] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setName('结果')}>
            打开
          </button>
          <Dialog name={name} />
        </>
      );
    }
    renderInApp(<NameHost />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(await screen.findByRole('dialog', { name: '结果' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
