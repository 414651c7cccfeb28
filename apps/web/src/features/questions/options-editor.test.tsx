import { QUESTION_TYPE } from '@kaoshi/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App, Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { OptionsEditor } from './options-editor';
import { blankOptions, newOption, type OptionDraft, toPayload } from './options-model';
import { stubMatchMedia } from '../../test-support/match-media';

// The rich-text editor is tested on its own; here each option's content stands as plain text.
vi.mock('../../editor/rich-text-editor', () => ({ RichTextEditor: ({ value }: { value?: string }) => <output>{value}</output> }));

afterEach(cleanup);
beforeAll(stubMatchMedia);

/** The editor inside a form, as the question dialog holds it; `read` gives the field's value. */
function renderEditor(type: number, choices: OptionDraft[]) {
  let form: ReturnType<typeof Form.useForm>[0] | undefined;
  function Harness() {
    [form] = Form.useForm();
    return (
      <App>
        <Form form={form} initialValues={{ choices }}>
          <Form.Item name="choices">
            <OptionsEditor type={type} />
          </Form.Item>
        </Form>
      </App>
    );
  }
  render(<Harness />);
  return { read: () => form!.getFieldValue('choices') as OptionDraft[] };
}

const option = (key: string) => screen.getByRole('group', { name: `Option ${key}` });

// Role queries over antd's markup are slow in jsdom; the first render also warms antd up.
describe('the options editor', { timeout: 60_000 }, () => {
  it('marks with radios for single choice, and the mark moves with its option', () => {
    const { read } = renderEditor(QUESTION_TYPE.SINGLE, [newOption('<p>Volt</p>'), newOption('<p>Ohm</p>'), newOption('<p>Watt</p>')]);
    fireEvent.click(within(option('B')).getByRole('radio'));
    expect(toPayload(read()).answer).toEqual(['B']);
    fireEvent.click(screen.getByRole('button', { name: 'Move option B up' }));
    expect(toPayload(read())).toEqual({ options: ['<p>Ohm</p>', '<p>Volt</p>', '<p>Watt</p>'], answer: ['A'] });
    expect((within(option('A')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
  });

  it('marks with checkboxes for multiple choice; removing an option relabels the marks', () => {
    const { read } = renderEditor(QUESTION_TYPE.MULTIPLE, blankOptions(4));
    fireEvent.click(within(option('C')).getByRole('checkbox'));
    fireEvent.click(within(option('D')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove option A' }));
    expect(toPayload(read()).answer).toEqual(['B', 'C']);
    expect(screen.queryByRole('group', { name: 'Option D' })).toBeNull();
  });

  it('gives true/false its fixed two options: no editors, only the answer to choose', () => {
    const { read } = renderEditor(QUESTION_TYPE.TRUE_FALSE, [newOption('<p>True</p>'), newOption('<p>False</p>')]);
    const answer = screen.getByRole('radiogroup', { name: 'The correct answer' });
    expect(
      within(answer)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['True', 'False']);
    expect(screen.queryAllByRole('group', { name: /^Option [A-J]$/ })).toHaveLength(0);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
    fireEvent.click(within(answer).getByRole('radio', { name: 'False' }));
    expect(toPayload(read())).toEqual({ options: ['<p>True</p>', '<p>False</p>'], answer: ['B'] });
  });

  it('writes a short option on one line and opens the full editor on request; rich content opens there directly', () => {
    const { read } = renderEditor(QUESTION_TYPE.SINGLE, [newOption('<p>Volt</p>'), newOption('<p><strong>Ohm</strong></p>')]);
    const line = within(option('A')).getByRole('textbox', { name: 'Option A' }) as HTMLInputElement;
    expect(line.value).toBe('Volt');
    fireEvent.change(line, { target: { value: 'Volt & <amp>' } });
    expect(toPayload(read()).options[0]).toBe('<p>Volt &amp; &lt;amp&gt;</p>');
    // Option B is more than a line of plain text: the full editor, so nothing is lost.
    expect(within(option('B')).queryByRole('textbox')).toBeNull();
    expect(within(option('B')).getByRole('status').textContent).toBe('<p><strong>Ohm</strong></p>');
    fireEvent.click(within(option('A')).getByRole('button', { name: 'Full editor for Option A' }));
    expect(within(option('A')).queryByRole('textbox')).toBeNull();
    expect(within(option('A')).getByRole('status').textContent).toBe('<p>Volt &amp; &lt;amp&gt;</p>');
  });
});
