import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ApiError } from '../lib/http';
import { FormModal } from './form-modal';
import { stubMatchMedia } from '../test-support/match-media';

afterEach(cleanup);
beforeAll(stubMatchMedia);

function StudentDialog({
  onSubmit,
  open = true,
}: {
  onSubmit: (values: { username: string; idNumber: string }) => Promise<unknown>;
  open?: boolean;
}) {
  return (
    <App>
      <FormModal<{ username: string; idNumber: string }>
        open={open}
        title="Add"
        // A fresh object on every render, as the list pages pass their new-record values.
        initialValues={{ idNumber: '' }}
        onSubmit={onSubmit}
        onClose={() => {}}
      >
        {() => (
          <>
            <Form.Item name="username" label="Candidate number" rules={[{ required: true, message: 'Enter a candidate number' }]}>
              <Input />
            </Form.Item>
            <Form.Item name="idNumber" label="ID number">
              <Input />
            </Form.Item>
          </>
        )}
      </FormModal>
    </App>
  );
}

// Generous waits: antd's validation and error motion are slow on a busy machine.
const LONG = { timeout: 15_000 };

describe('the shared form dialog', { timeout: 60_000 }, () => {
  it('blocks a submit with a field to fix without rejecting anything (nothing reaches the error log)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const onSubmit = vi.fn(async () => {});
    render(<StudentDialog onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByText('Enter a candidate number', {}, LONG);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('shows a field the server refused beside that field, and keeps the input', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('身份证号 110105199003071238 无效。', 40000, { idNumber: '身份证号 110105199003071238 无效。' });
    });
    render(<StudentDialog onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Candidate number'), { target: { value: 'S1' } });
    fireEvent.change(screen.getByLabelText('ID number'), { target: { value: '110105199003071238' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce(), LONG);
    const explain = await screen.findByText('身份证号 110105199003071238 无效。', {}, LONG);
    expect(explain.closest('.ant-form-item')?.textContent).toContain('ID number');
    expect((screen.getByLabelText('ID number') as HTMLInputElement).value).toBe('110105199003071238');
  });

  it('keeps what the user typed when the page behind re-renders, and starts afresh when opened again', async () => {
    const onSubmit = vi.fn(async () => {});
    const { rerender } = render(<StudentDialog onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Candidate number'), { target: { value: 'S1' } });
    // The page behind re-renders (a list refetch): new starting-values object, same values.
    rerender(<StudentDialog onSubmit={onSubmit} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((screen.getByLabelText('Candidate number') as HTMLInputElement).value).toBe('S1');

    rerender(<StudentDialog onSubmit={onSubmit} open={false} />);
    rerender(<StudentDialog onSubmit={onSubmit} />);
    await waitFor(() => expect((screen.getByLabelText('Candidate number') as HTMLInputElement).value).toBe(''), LONG);
  });
});
